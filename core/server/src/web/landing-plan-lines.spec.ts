import { describe, expect, it } from 'vitest';
import { withSoldPlanLines } from './landing-plan-lines.js';

const card = [
  '<ul>',
  '<li><strong>100 análises por mês</strong></li>',
  '<li data-plan-line="everything-of-lite"><span>Tudo do Lite</span></li>',
  '<li data-plan-line="htmlAutoCorrection"><span role="img"><svg></svg></span><span>Correção automática de HTML</span></li>',
  '<li data-plan-line="recurringReports"><span>Relatórios recorrentes</span></li>',
  '</ul>',
].join('');

describe('the landing plan cards of an instance', () => {
  it('keep the lines of the features it sells and the plan lines, and lose the others', () => {
    const html = withSoldPlanLines(card, new Set(['htmlAutoCorrection']));
    expect(html).toContain('100 análises por mês');
    expect(html).toContain('Tudo do Lite');
    expect(html).toContain('Correção automática de HTML');
    expect(html).not.toContain('Relatórios recorrentes');
  });
});
