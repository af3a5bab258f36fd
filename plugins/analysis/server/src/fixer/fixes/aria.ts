import { aria, roles, type ARIAPropertyDefinition, type ARIARoleDefinitionKey } from 'aria-query';
import type { Element } from 'domhandler';
import type { HtmlFix } from '../html-fix.js';
import { trackChanges } from '../snippet.js';

/** Misspellings seen on real pages, with the attribute they meant. */
const meantAttribute: Record<string, string> = {
  'aria-labeledby': 'aria-labelledby',
  'aria-describeby': 'aria-describedby',
  'aria-description-by': 'aria-describedby',
  'aria-lable': 'aria-label',
  'aria-hiden': 'aria-hidden',
};

/** Spellings of yes and no, in both languages, that mean the ARIA boolean. */
const booleanWords: Record<string, 'true' | 'false'> = {
  true: 'true',
  yes: 'true',
  sim: 'true',
  '1': 'true',
  false: 'false',
  no: 'false',
  não: 'false',
  nao: 'false',
  '0': 'false',
};

const ariaAttributesOf = (element: Element) => Object.keys(element.attribs).filter((name) => name.startsWith('aria-'));

/**
 * The value an ARIA attribute should hold, given what the page wrote; null when nothing valid can
 * be read from it. References to ids (aria-controls, aria-labelledby) are left as written: the
 * element they name may be one the page's scripts create, and a script may read the reference.
 */
function validValue(definition: ARIAPropertyDefinition, value: string): string | null {
  const word = value.trim().toLowerCase();
  switch (definition.type) {
    case 'boolean':
      return booleanWords[word] ?? (definition.allowundefined && word === 'undefined' ? word : null);
    case 'tristate':
      return word === 'mixed' ? word : (booleanWords[word] ?? null);
    case 'token': {
      const allowed = (definition.values ?? []).map(String);
      return allowed.includes(word) ? word : allowed.includes('true') && booleanWords[word] ? booleanWords[word]! : null;
    }
    case 'tokenlist': {
      const allowed = (definition.values ?? []).map(String);
      const kept = word.split(/\s+/).filter((token) => allowed.includes(token));
      return kept.length ? kept.join(' ') : null;
    }
    case 'integer':
      return /^-?\d+$/.test(word) ? word : null;
    case 'number':
      return word !== '' && Number.isFinite(Number(word)) ? word : null;
    default:
      return value;
  }
}

export const ariaAttributesFix: HtmlFix = {
  id: 'aria-attributes',
  category: 'accessibility',
  priority: 'high',
  audits: ['aria-valid-attr', 'aria-valid-attr-value'],
  title: { pt: 'Atributos ARIA válidos', en: 'Valid ARIA attributes' },
  description: {
    pt: 'Atributos aria-* com nome errado (aria-labeledby) ou valor que o leitor de tela não entende (aria-hidden="yes", aria-expanded="sim") passam a ter o nome e o valor certos; os que não têm conserto são retirados, porque não faziam nada.',
    en: 'aria-* attributes with a misspelt name (aria-labeledby) or a value screen readers do not understand (aria-hidden="yes", aria-expanded="sim") get the right name and value; those that cannot be mended are removed, as they did nothing.',
  },
  apply({ $ }) {
    const elements = $('*')
      .toArray()
      .filter((element): element is Element => element.type === 'tag' && ariaAttributesOf(element as Element).length > 0);
    return trackChanges($, elements, (element) => {
      let changed = false;
      for (const name of ariaAttributesOf(element)) {
        const value = element.attribs[name]!;
        const meant = meantAttribute[name];
        const definition = aria.get(name as never) ?? (meant ? aria.get(meant as never) : undefined);
        const target = aria.get(name as never) ? name : meant;
        if (!definition || !target || (target !== name && element.attribs[target] !== undefined)) {
          $(element).removeAttr(name);
          changed = true;
          continue;
        }
        const fixed = validValue(definition, value);
        if (target === name && fixed === value) continue;
        $(element).removeAttr(name);
        if (fixed !== null) $(element).attr(target, fixed);
        changed = true;
      }
      return changed;
    });
  },
};

/** Allowed on every role by ARIA 1.2 (some deprecated as globals, still accepted) though aria-query lists them per role. */
const alwaysAllowed = new Set([
  'aria-disabled',
  'aria-errormessage',
  'aria-haspopup',
  'aria-invalid',
  'aria-description',
  'aria-braillelabel',
  'aria-brailleroledescription',
]);

/** A role a browser honours: a known ARIA role that is not abstract (ARIA takes the first such token of a list). */
function concreteRole(token: string): boolean {
  const role = roles.get(token as ARIARoleDefinitionKey);
  return role !== undefined && !role.abstract;
}

export const ariaRolesFix: HtmlFix = {
  id: 'aria-roles',
  category: 'accessibility',
  priority: 'high',
  audits: ['aria-roles', 'aria-allowed-attr'],
  title: { pt: 'Papéis ARIA válidos', en: 'Valid ARIA roles' },
  description: {
    pt: 'Um role que não existe (role="botao") ou abstrato faz o leitor de tela ignorar o elemento; fica o primeiro papel válido da lista, ou nenhum. Atributos aria-* que o papel declarado não aceita são retirados.',
    en: 'A role that does not exist (role="buton") or is abstract makes screen readers ignore the element; the first valid role of the list is kept, or none. aria-* attributes the declared role does not accept are removed.',
  },
  apply({ $ }) {
    return trackChanges($, $('[role]').toArray() as Element[], (element) => {
      const written = (element.attribs['role'] ?? '').trim().toLowerCase();
      const role = written.split(/\s+/).find(concreteRole);
      let changed = false;
      if (role !== written) {
        if (role) $(element).attr('role', role);
        else $(element).removeAttr('role');
        changed = true;
      }
      const definition = role ? roles.get(role as ARIARoleDefinitionKey) : undefined;
      if (!definition) return changed;
      const allowed = new Set(Object.keys(definition.props));
      for (const name of ariaAttributesOf(element)) {
        if (allowed.has(name) || alwaysAllowed.has(name) || !aria.get(name as never)) continue;
        $(element).removeAttr(name);
        changed = true;
      }
      return changed;
    });
  },
};

const focusable = 'a[href], button, input:not([type="hidden"]), select, textarea, iframe, summary, [contenteditable=""], [contenteditable="true"], [tabindex]';

export const ariaHiddenFocusFix: HtmlFix = {
  id: 'aria-hidden-focus',
  category: 'accessibility',
  priority: 'high',
  audits: ['aria-hidden-focus'],
  title: { pt: 'Nada focável dentro do que está oculto', en: 'Nothing focusable inside hidden content' },
  description: {
    pt: 'Links e botões dentro de um bloco com aria-hidden="true" recebem o foco do Tab, mas o leitor de tela não diz o que são; passam a ficar fora da ordem do teclado (tabindex="-1"), como o bloco já está fora da leitura.',
    en: 'Links and buttons inside a block with aria-hidden="true" take Tab focus, but screen readers do not say what they are; they leave the keyboard order (tabindex="-1"), as the block already left the reading.',
  },
  apply({ $ }) {
    const hidden = $('[aria-hidden="true" i]');
    const inside = [...new Set([...hidden.filter(focusable).toArray(), ...hidden.find(focusable).toArray()])];
    return trackChanges($, inside, (element) => {
      if ($(element).attr('tabindex') === '-1' || $(element).is(':disabled')) return false;
      $(element).attr('tabindex', '-1');
      return true;
    });
  },
};
