import type { PlaybookAction, PlaybookCategory, TaskKind } from '@otimiza/plugin-customer-success-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';

export interface BuiltInPlaybook {
  key: string;
  name: LocalizedText;
  description: LocalizedText;
  category: PlaybookCategory;
  /** The actions, with the name of each in both languages (the e-mails go to the client in Portuguese). */
  actions: (PlaybookAction & { names: LocalizedText })[];
}

type BuiltInAction = BuiltInPlaybook['actions'][number];

const email = (names: LocalizedText, subject: string, body: string, minutesSaved = 10): BuiltInAction => ({
  type: 'email',
  name: names.pt,
  names,
  subject,
  body,
  minutesSaved,
});

const task = (names: LocalizedText, title: string, taskKind: TaskKind, dueInDays: number): BuiltInAction => ({
  type: 'task',
  name: names.pt,
  names,
  title,
  taskKind,
  dueInDays,
  minutesSaved: 5,
});

/** The actions without settings, alike in every playbook that takes them. */
const step = (type: 'reaudit' | 'nps-survey' | 'share-report', names: LocalizedText, minutesSaved: number): BuiltInAction => ({
  type,
  name: names.pt,
  names,
  minutesSaved,
});
const reaudit = step('reaudit', { pt: 'Nova auditoria dos sites', en: 'New audit of the sites' }, 15);
const npsSurvey = step('nps-survey', { pt: 'Pesquisa NPS', en: 'NPS survey' }, 10);
const shareLatestReport = step('share-report', { pt: 'Compartilhar último relatório', en: 'Share the latest report' }, 10);

/** The playbooks every workspace starts with (switched on; each can be switched off). */
export const builtInPlaybooks: BuiltInPlaybook[] = [
  {
    key: 'at-risk-recovery',
    name: { pt: 'Recuperação de cliente em risco', en: 'At-risk customer recovery' },
    description: {
      pt: 'Contato imediato, reunião com o CSM, nova auditoria dos sites e pesquisa NPS para medir a recuperação.',
      en: 'Immediate contact, a meeting with the CSM, a new audit of the sites and an NPS survey to measure the recovery.',
    },
    category: 'risk',
    actions: [
      email(
        { pt: 'E-mail de contato', en: 'Check-in e-mail' },
        '{{cliente}}, podemos ajudar?',
        'Olá, {{cliente}}!\n\nNotamos que os resultados dos seus sites mudaram nas últimas semanas e queremos ajudar. {{csm}} vai entrar em contato para uma conversa rápida.\n\nAté breve!',
      ),
      task({ pt: 'Reunião de alinhamento', en: 'Alignment meeting' }, 'Reunião de alinhamento com {{cliente}}', 'meeting', 2),
      reaudit,
      npsSurvey,
    ],
  },
  {
    key: 'onboarding',
    name: { pt: 'Onboarding de novo cliente', en: 'New customer onboarding' },
    description: {
      pt: 'Boas-vindas, primeiro relatório compartilhado e uma ligação do CSM na primeira semana.',
      en: 'A welcome, the first shared report and a call from the CSM in the first week.',
    },
    category: 'onboarding',
    actions: [
      email(
        { pt: 'E-mail de boas-vindas', en: 'Welcome e-mail' },
        'Bem-vindo(a), {{cliente}}!',
        'Olá, {{cliente}}!\n\nÉ um prazer ter vocês conosco. {{csm}} acompanha a sua conta e vai mostrar os primeiros resultados dos seus sites.\n\nAté breve!',
      ),
      shareLatestReport,
      task({ pt: 'Ligação de boas-vindas', en: 'Welcome call' }, 'Ligação de boas-vindas para {{cliente}}', 'call', 7),
    ],
  },
  {
    key: 'satisfaction-survey',
    name: { pt: 'Pesquisa de satisfação', en: 'Satisfaction survey' },
    description: {
      pt: 'Envia a pesquisa NPS e cria a tarefa de revisar a resposta com o cliente.',
      en: 'Sends the NPS survey and creates the task of going over the answer with the customer.',
    },
    category: 'satisfaction',
    actions: [npsSurvey, task({ pt: 'Revisar resposta', en: 'Review the answer' }, 'Revisar a resposta NPS de {{cliente}}', 'task', 7)],
  },
  {
    key: 'site-review',
    name: { pt: 'Revisão técnica dos sites', en: 'Technical review of the sites' },
    description: {
      pt: 'Audita de novo os sites do cliente, compartilha o relatório mais recente e agenda a revisão com o CSM.',
      en: 'Audits the customer’s sites again, shares the latest report and schedules the review with the CSM.',
    },
    category: 'retention',
    actions: [
      reaudit,
      shareLatestReport,
      email(
        { pt: 'E-mail com os resultados', en: 'Results e-mail' },
        'Revisão dos seus sites, {{cliente}}',
        'Olá, {{cliente}}!\n\nAuditamos os seus sites novamente e compartilhamos o relatório mais recente. A saúde da conta hoje é {{saude}}. {{csm}} vai revisar os pontos com você.',
      ),
      task({ pt: 'Revisão com o cliente', en: 'Review with the customer' }, 'Revisar a auditoria com {{cliente}}', 'meeting', 5),
    ],
  },
  {
    key: 'expansion',
    name: { pt: 'Oportunidade de expansão', en: 'Expansion opportunity' },
    description: {
      pt: 'Para clientes saudáveis: apresenta novos serviços e agenda uma reunião comercial.',
      en: 'For healthy customers: presents new services and schedules a sales meeting.',
    },
    category: 'expansion',
    actions: [
      email(
        { pt: 'E-mail de novos serviços', en: 'New services e-mail' },
        '{{cliente}}, próximos passos para os seus sites',
        'Olá, {{cliente}}!\n\nOs seus sites estão indo muito bem. {{csm}} preparou sugestões para o próximo passo e gostaria de apresentá-las.',
      ),
      task({ pt: 'Reunião comercial', en: 'Sales meeting' }, 'Apresentar a proposta de expansão para {{cliente}}', 'meeting', 10),
    ],
  },
];

export const builtInByKey = new Map(builtInPlaybooks.map((playbook) => [playbook.key, playbook]));
