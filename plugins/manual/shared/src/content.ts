import type { ManualContent } from './content.types.js';

export const manualContent: ManualContent = {
  title: { pt: 'Manual da Plataforma', en: 'Platform Manual' },
  subtitle: {
    pt: 'Como analisar, corrigir e acompanhar o seu site com o Otimiza, passo a passo.',
    en: 'How to audit, fix and track your website with Otimiza, step by step.',
  },
  cards: [
    {
      id: 'pdf-download',
      title: { pt: 'Manual em PDF', en: 'PDF Manual' },
      description: {
        pt: 'Baixe o manual completo em PDF para ler offline, imprimir ou compartilhar com a sua equipe.',
        en: 'Download the complete manual as a PDF to read offline, print or share with your team.',
      },
      action: { pt: 'Baixar PDF', en: 'Download PDF' },
    },
    {
      id: 'video-tutorial',
      title: { pt: 'Vídeo Tutorial', en: 'Video Tutorial' },
      description: {
        pt: 'Um tour guiado pela plataforma, do cadastro ao relatório em PDF, dividido em capítulos.',
        en: 'A guided tour of the platform, from sign-up to the PDF report, split into chapters.',
      },
      action: { pt: 'Ver o tutorial', en: 'View the tutorial' },
    },
    {
      id: 'support-contact',
      title: { pt: 'Suporte', en: 'Support' },
      description: {
        pt: 'Fale com a nossa equipe quando tiver uma dúvida. Respondemos em até 4 horas.',
        en: 'Talk to our team when you have a question. We reply within 4 hours.',
      },
      action: { pt: 'Falar com o suporte', en: 'Contact support' },
    },
  ],
  sections: [
    {
      id: 'getting-started',
      title: { pt: 'Primeiros Passos', en: 'Getting Started' },
      summary: {
        pt: 'Da criação da conta à leitura das suas primeiras notas: tudo o que você precisa para começar em poucos minutos.',
        en: 'From creating your account to reading your first scores: everything you need to get going in a few minutes.',
      },
      steps: [
        {
          title: { pt: 'Crie sua conta e escolha um plano', en: 'Create your account and choose a plan' },
          description: {
            pt: 'Na página inicial, clique em um dos botões de teste ou no botão do plano desejado. No cadastro, informe nome, sobrenome, e-mail e uma senha, e confira o resumo do plano escolhido ao lado do formulário. O plano Free não pede pagamento; nos planos Lite, Pro e Enterprise você é levado ao pagamento seguro com cartão logo após o cadastro.',
            en: 'On the home page, click one of the try-it buttons or the button of the plan you want. In the sign-up form, enter your first name, last name, e-mail and a password, and check the summary of the chosen plan next to the form. The Free plan needs no payment; for Lite, Pro and Enterprise you are taken to a secure card checkout right after signing up.',
          },
          tips: [
            {
              pt: 'A senha precisa ter pelo menos 8 caracteres, e nome e sobrenome pelo menos 2 letras cada.',
              en: 'The password needs at least 8 characters, and first and last name at least 2 letters each.',
            },
            {
              pt: 'Em dúvida? Comece pelo Free (3 análises) e mude de plano quando quiser.',
              en: 'Not sure? Start with Free (3 analyses) and change plans whenever you like.',
            },
          ],
        },
        {
          title: { pt: 'Confirme seu e-mail', en: 'Verify your e-mail' },
          description: {
            pt: 'Logo após o cadastro enviamos um link de confirmação para o seu e-mail. Clique no link para ativar a conta: a página de verificação mostra o e-mail confirmado e o botão “Fazer Login”. Enquanto o e-mail não for confirmado, o login não é liberado.',
            en: 'Right after sign-up we send a confirmation link to your e-mail. Click the link to activate your account: the verification page shows the confirmed e-mail and a “Log In” button. Until your e-mail is confirmed, you cannot log in.',
          },
          tips: [
            {
              pt: 'Não encontrou a mensagem? Confira as pastas de spam e promoções.',
              en: 'Cannot find the message? Check your spam and promotions folders.',
            },
            {
              pt: 'Na página de confirmação de e-mail você pode pedir o reenvio do link.',
              en: 'On the e-mail confirmation page you can ask for the link to be sent again.',
            },
          ],
        },
        {
          title: { pt: 'Entre e conheça o painel', en: 'Log in and explore the dashboard' },
          description: {
            pt: 'Depois do login você chega ao painel do seu plano. O menu lateral leva a Nova Análise, Histórico de Análises, Relatórios, Configurações da marca, Planos e preços e a este manual. No topo ficam o selo do seu plano, o mês atual e o seletor de idioma (Português ou English).',
            en: 'After logging in you land on your plan’s dashboard. The sidebar takes you to New Analysis, Analysis History, Reports, Brand Settings, Plans and Pricing and to this manual. The top bar shows your plan badge, the current month and the language switch (Português or English).',
          },
          tips: [
            {
              pt: 'O menu lateral pode ser recolhido para dar mais espaço aos resultados.',
              en: 'The sidebar can be collapsed to give the results more room.',
            },
            {
              pt: 'O idioma escolhido fica salvo neste navegador.',
              en: 'Your language choice is remembered in this browser.',
            },
          ],
        },
        {
          title: { pt: 'Faça sua primeira análise', en: 'Run your first analysis' },
          description: {
            pt: 'Em Nova Análise, ou na análise rápida do painel, digite o endereço do site, escolha Desktop ou Mobile e clique em Analisar. O Otimiza abre a página em um navegador real, executa o Lighthouse e avalia mais de 50 aspectos de desempenho, acessibilidade, SEO e boas práticas. A análise costuma levar de 30 a 60 segundos.',
            en: 'In New Analysis, or in the quick analysis on the dashboard, type the website address, choose Desktop or Mobile and click Analyze. Otimiza opens the page in a real browser, runs Lighthouse and checks more than 50 aspects of performance, accessibility, SEO and best practices. An analysis usually takes 30 to 60 seconds.',
          },
          tips: [
            {
              pt: 'Não precisa digitar “https://”: nós completamos o endereço para você.',
              en: 'No need to type “https://”: we complete the address for you.',
            },
            {
              pt: 'A página precisa estar publicada e acessível na internet.',
              en: 'The page must be published and reachable on the internet.',
            },
          ],
        },
        {
          title: { pt: 'Leia as quatro notas', en: 'Read the four scores' },
          description: {
            pt: 'Cada análise traz quatro notas de 0 a 100: Performance (velocidade de carregamento e de resposta), Acessibilidade (uso por todas as pessoas, inclusive com leitores de tela), SEO (o quanto os buscadores entendem a página) e Boas Práticas (segurança e qualidade técnica). As cores ajudam na leitura: 90 ou mais em verde, de 70 a 89 em amarelo e abaixo de 70 em vermelho.',
            en: 'Each analysis gives four scores from 0 to 100: Performance (how fast the page loads and responds), Accessibility (whether everyone can use it, screen readers included), SEO (how well search engines understand the page) and Best Practices (security and technical quality). Colours make them easy to read: 90 or more is green, 70 to 89 yellow and below 70 red.',
          },
          tips: [
            {
              pt: 'Comece pelas notas em vermelho: é onde cada correção rende mais.',
              en: 'Start with the red scores: that is where each fix pays off the most.',
            },
            {
              pt: 'Desktop e Mobile dão notas diferentes; analise os dois se o seu público usa celular.',
              en: 'Desktop and Mobile give different scores; analyse both if your audience uses phones.',
            },
          ],
        },
        {
          title: { pt: 'Acompanhe seu uso e seu plano', en: 'Keep an eye on your usage and plan' },
          description: {
            pt: 'O painel mostra quantas análises você já usou: o Free tem 3 análises no total, o Lite 5 por mês, o Pro 100 por mês e o Enterprise é ilimitado. A barra de uso fica amarela a partir de 70% e vermelha a partir de 90%. Ao atingir o limite, o Otimiza oferece a mudança de plano, que você faz em Planos e preços.',
            en: 'The dashboard shows how many analyses you have used: Free has 3 analyses in total, Lite 5 a month, Pro 100 a month and Enterprise is unlimited. The usage bar turns yellow from 70% and red from 90%. When you reach the limit, Otimiza offers a plan change, which you make in Plans and Pricing.',
          },
          tips: [
            {
              pt: 'Os limites mensais dos planos pagos recomeçam a cada mês.',
              en: 'The monthly limits of paid plans start over every month.',
            },
            {
              pt: 'Correção de HTML, concorrentes e planejamento estratégico começam no plano Pro.',
              en: 'HTML fixes, competitors and strategic planning start with the Pro plan.',
            },
          ],
        },
      ],
    },
    {
      id: 'seo-analysis',
      title: { pt: 'Análises de SEO', en: 'SEO Analyses' },
      summary: {
        pt: 'Como pedir uma análise, ler os resultados, aplicar as correções de HTML e compartilhar o relatório.',
        en: 'How to request an analysis, read the results, apply the HTML fixes and share the report.',
      },
      steps: [
        {
          title: { pt: 'Informe o endereço e o tipo de análise', en: 'Enter the address and the analysis type' },
          description: {
            pt: 'Digite o endereço completo da página que deseja avaliar, por exemplo a página inicial ou uma página de produto, e escolha Desktop (padrão) ou Mobile. Mobile simula um celular com rede mais lenta; Desktop, um computador com boa conexão.',
            en: 'Type the full address of the page you want to assess, such as the home page or a product page, and choose Desktop (default) or Mobile. Mobile simulates a phone on a slower network; Desktop, a computer with a good connection.',
          },
          tips: [
            {
              pt: 'Cada página é avaliada separadamente: analise também as páginas que mais recebem visitas.',
              en: 'Each page is assessed on its own: also analyse the pages that get the most visits.',
            },
          ],
        },
        {
          title: { pt: 'Acompanhe o progresso', en: 'Follow the progress' },
          description: {
            pt: 'A barra de progresso mostra as etapas reais do trabalho: validação do endereço, conexão com o serviço de auditoria, as fases do próprio Lighthouse (carregamento da página, coleta de dados e auditoria das quatro categorias, com a porcentagem avançando em cada uma), geração das recomendações e conclusão. Se algo der errado, como um endereço inválido ou um site que não responde a tempo, aparece uma mensagem clara com o botão para tentar de novo.',
            en: 'The progress bar shows the real stages of the work: checking the address, connecting to the audit service, Lighthouse’s own phases (loading the page, gathering its data and auditing the four categories, the percentage moving within each), generating recommendations and completion. If something goes wrong, such as an invalid address or a site that does not respond in time, a clear message appears with a button to try again.',
          },
          tips: [
            {
              pt: 'Sites muito lentos podem exceder o tempo limite; tente de novo em alguns minutos.',
              en: 'Very slow sites may exceed the time limit; try again in a few minutes.',
            },
            {
              pt: 'Endereço recusado? Confira se ele abre normalmente no seu navegador.',
              en: 'Address rejected? Check that it opens normally in your browser.',
            },
          ],
        },
        {
          title: { pt: 'Explore os resultados', en: 'Explore the results' },
          description: {
            pt: 'Ao terminar, abre-se a janela “Resultados da análise de SEO” com quatro abas: Resultados do PageSpeed, HTML implementado, Correções aplicadas e Recursos premium. No topo aparecem o contexto identificado na página (empresa, tipo de negócio, localização e público-alvo), as quatro notas e uma recomendação de otimização.',
            en: 'When it finishes, the “SEO analysis results” window opens with four tabs: PageSpeed results, Implemented HTML, Applied fixes and Premium features. At the top you see the context found on the page (company, business type, location and target audience), the four scores and an optimisation recommendation.',
          },
          tips: [
            {
              pt: 'Em Recursos premium ficam conteúdo com IA, análise de concorrentes, planejamento estratégico e monitoramento de 7, 30 ou 90 dias, conforme o seu plano.',
              en: 'Premium features holds AI content, competitor analysis, strategic planning and 7, 30 or 90-day monitoring, depending on your plan.',
            },
          ],
        },
        {
          title: { pt: 'Use o HTML corrigido e a prova de melhoria', en: 'Use the fixed HTML and the proof of improvement' },
          description: {
            pt: 'Nos planos Pro e Enterprise, o Otimiza reescreve o HTML da página com as correções aplicadas: meta tags, hierarquia de títulos, texto alternativo de imagens e dados estruturados. A aba Correções aplicadas lista cada mudança com o impacto (alto, médio ou baixo) e a economia estimada em milissegundos. A página corrigida é analisada de novo, e a comparação antes e depois serve de prova do ganho.',
            en: 'On the Pro and Enterprise plans, Otimiza rewrites the page’s HTML with the fixes applied: meta tags, heading structure, image alt text and structured data. The Applied fixes tab lists each change with its impact (high, medium or low) and the estimated saving in milliseconds. The fixed page is audited again, and the before-and-after comparison is the proof of the gain.',
          },
          tips: [
            {
              pt: 'Baixe ou copie o HTML e siga o guia manual para publicá-lo no seu servidor.',
              en: 'Download or copy the HTML and follow the manual guide to publish it on your server.',
            },
            {
              pt: 'Nada é publicado sem você: o deploy real por FTP é uma ação explícita do plano Enterprise.',
              en: 'Nothing is published without you: the real FTP deploy is an explicit Enterprise action.',
            },
          ],
        },
        {
          title: { pt: 'Consulte o histórico', en: 'Check the history' },
          description: {
            pt: 'Em Histórico de Análises ficam todas as suas análises, com as quatro notas (Perf, SEO, Acess, Boas) e a data de criação. Use a busca para filtrar pelo endereço e clique em “Ver Detalhes” para reabrir os resultados completos.',
            en: 'Analysis History keeps all your analyses, with the four scores (Perf, SEO, Access, Best) and the creation date. Use the search box to filter by address and click “View Details” to reopen the full results.',
          },
          tips: [
            {
              pt: 'Repita a análise depois de publicar as correções e compare as notas com as anteriores.',
              en: 'Run the analysis again after publishing the fixes and compare the scores with the earlier ones.',
            },
          ],
        },
        {
          title: { pt: 'Baixe o PDF e compartilhe', en: 'Download the PDF and share' },
          description: {
            pt: 'Na janela de resultados, o botão “Baixar PDF” gera o relatório da análise no idioma da interface. Em Relatórios compartilhados, escolha uma análise para criar um link público, copie o link e acompanhe quantas vezes ele foi visto. No Enterprise, os relatórios recorrentes chegam por e-mail toda semana ou todo mês, com a sua marca.',
            en: 'In the results window, the “Download PDF” button produces the analysis report in the interface language. In Shared Reports, choose an analysis to create a public link, copy the link and see how many times it has been viewed. On Enterprise, recurring reports arrive by e-mail every week or every month, carrying your brand.',
          },
          tips: [
            {
              pt: 'Defina logotipo e cores em Configurações da marca antes de enviar relatórios a clientes.',
              en: 'Set your logo and colours in Brand Settings before sending reports to clients.',
            },
            {
              pt: 'Relatórios semanais saem às segundas-feiras às 09:00; os mensais, no dia 1º às 09:00.',
              en: 'Weekly reports go out on Mondays at 09:00; monthly ones on the 1st at 09:00.',
            },
          ],
        },
      ],
    },
  ],
  video: {
    // No video is published yet: while this is null, the manual's card says so, and its view and PDF chapter are left out.
    url: null,
    title: { pt: 'Tour guiado pelo Otimiza', en: 'A guided tour of Otimiza' },
    description: {
      pt: 'Um tour guiado pela plataforma, do cadastro ao relatório em PDF. Os capítulos abaixo mostram o que o vídeo cobre.',
      en: 'A guided tour of the platform, from sign-up to the PDF report. The chapters below show what the video covers.',
    },
    chapters: [
      {
        title: { pt: 'Cadastro e escolha do plano', en: 'Sign-up and choosing a plan' },
        description: {
          pt: 'Criar a conta, comparar Free, Lite, Pro e Enterprise, confirmar o e-mail e fazer o primeiro login.',
          en: 'Creating the account, comparing Free, Lite, Pro and Enterprise, verifying the e-mail and logging in for the first time.',
        },
      },
      {
        title: { pt: 'O painel e a navegação', en: 'The dashboard and navigation' },
        description: {
          pt: 'O menu lateral, o selo do plano, o contador de análises e a troca de idioma.',
          en: 'The sidebar, the plan badge, the analysis counter and the language switch.',
        },
      },
      {
        title: { pt: 'A primeira análise', en: 'The first analysis' },
        description: {
          pt: 'Digitar o endereço, escolher Desktop ou Mobile e acompanhar as etapas do progresso.',
          en: 'Typing the address, choosing Desktop or Mobile and following the progress stages.',
        },
      },
      {
        title: { pt: 'Lendo as quatro notas', en: 'Reading the four scores' },
        description: {
          pt: 'Performance, Acessibilidade, SEO e Boas Práticas, as cores das notas e por onde começar.',
          en: 'Performance, Accessibility, SEO and Best Practices, the score colours and where to start.',
        },
      },
      {
        title: { pt: 'HTML corrigido e prova de melhoria', en: 'Fixed HTML and proof of improvement' },
        description: {
          pt: 'As correções aplicadas, a comparação antes e depois e as formas de publicar o HTML.',
          en: 'The applied fixes, the before-and-after comparison and the ways to publish the HTML.',
        },
      },
      {
        title: { pt: 'Histórico, PDF e compartilhamento', en: 'History, PDF and sharing' },
        description: {
          pt: 'Reabrir análises antigas, baixar o relatório em PDF e criar links públicos para clientes.',
          en: 'Reopening past analyses, downloading the PDF report and creating public links for clients.',
        },
      },
    ],
  },
  support: {
    responseTime: { pt: 'Resposta em até 4 horas', en: 'Reply within 4 hours' },
    chatHours: { pt: 'Chat 24 horas', en: 'Chat 24 hours' },
  },
  faq: [
    {
      question: { pt: 'Quais são os planos e seus limites?', en: 'What are the plans and their limits?' },
      answer: {
        pt: 'Free (R$\u00a00): 3 análises no total. Lite (R$\u00a049/mês): 5 análises por mês. Pro (R$\u00a079/mês): 100 análises por mês, correção automática de HTML, análise de concorrentes e planejamento estratégico. Enterprise (R$\u00a0299/mês): análises ilimitadas, relatórios recorrentes, white-label, conteúdo com IA, otimização para o Brasil e deploy real por FTP.',
        en: 'Free (R$\u00a00): 3 analyses in total. Lite (R$\u00a049/month): 5 analyses a month. Pro (R$\u00a079/month): 100 analyses a month, automatic HTML fixes, competitor analysis and strategic planning. Enterprise (R$\u00a0299/month): unlimited analyses, recurring reports, white-label, AI content, Brazil optimisation and real FTP deploy.',
      },
    },
    {
      question: { pt: 'O que significam as quatro notas?', en: 'What do the four scores mean?' },
      answer: {
        pt: 'Performance mede a velocidade de carregamento; Acessibilidade, se todas as pessoas conseguem usar a página; SEO, o quanto os buscadores a entendem; Boas Práticas, segurança e qualidade técnica. Todas vão de 0 a 100: 90 ou mais é verde, de 70 a 89 é amarelo e abaixo de 70 é vermelho.',
        en: 'Performance measures loading speed; Accessibility, whether everyone can use the page; SEO, how well search engines understand it; Best Practices, security and technical quality. All range from 0 to 100: 90 or more is green, 70 to 89 yellow and below 70 red.',
      },
    },
    {
      question: { pt: 'Quanto tempo leva uma análise?', en: 'How long does an analysis take?' },
      answer: {
        pt: 'Normalmente de 30 a 60 segundos. Nesse tempo o Otimiza carrega a página em um navegador real e avalia mais de 50 aspectos. Sites muito lentos podem levar mais tempo ou exceder o tempo limite.',
        en: 'Usually 30 to 60 seconds. In that time Otimiza loads the page in a real browser and checks more than 50 aspects. Very slow sites may take longer or exceed the time limit.',
      },
    },
    {
      question: {
        pt: 'O Otimiza altera o meu site sem permissão?',
        en: 'Does Otimiza change my website without permission?',
      },
      answer: {
        pt: 'Não. O Otimiza apenas lê a página pública e gera sugestões e um HTML corrigido para você revisar, baixar ou copiar. O deploy real por FTP é uma ação explícita do plano Enterprise, feita só quando você informa as credenciais e confirma o envio.',
        en: 'No. Otimiza only reads the public page and produces suggestions and a fixed HTML for you to review, download or copy. The real FTP deploy is an explicit Enterprise action, carried out only when you enter the credentials and confirm the upload.',
      },
    },
    {
      question: { pt: 'Em quais idiomas o Otimiza funciona?', en: 'Which languages does Otimiza support?' },
      answer: {
        pt: 'Português e inglês. Troque o idioma a qualquer momento pelo seletor no topo da tela; os relatórios e este manual em PDF também estão disponíveis nos dois idiomas.',
        en: 'Portuguese and English. Switch at any time with the selector at the top of the screen; reports and this PDF manual are also available in both languages.',
      },
    },
    {
      question: { pt: 'Existe período de teste?', en: 'Is there a trial period?' },
      answer: {
        pt: 'Sim. Em Planos e preços, o botão “Experimentar Enterprise por 7 dias” libera os recursos do plano Enterprise por 7 dias, sem pagamento e uma vez por conta; a data de término aparece no painel e, ao fim do prazo, a conta volta automaticamente ao seu plano. Além disso, o plano Free permite 3 análises sem pagamento.',
        en: 'Yes. In Plans and Pricing, the “Try Enterprise free for 7 days” button unlocks the Enterprise features for 7 days, without payment and once per account; the end date shows on the dashboard and, when it comes, your account automatically returns to your plan. The Free plan also lets you run 3 analyses without paying.',
      },
    },
    {
      question: { pt: 'Como cancelo a minha assinatura?', en: 'How do I cancel my subscription?' },
      answer: {
        pt: 'Você pode cancelar quando quiser, sem falar com ninguém: em Planos e preços, clique em “Gerenciar assinatura” e cancele no portal de pagamento, que também mostra as suas faturas e o cartão cadastrado. Quando a assinatura termina, a conta passa para o plano Free.',
        en: 'You can cancel whenever you like, without contacting anyone: in Plans and Pricing, click “Manage subscription” and cancel in the payment portal, which also shows your invoices and the card on file. When the subscription ends, the account moves to the Free plan.',
      },
    },
    {
      question: { pt: 'Preciso instalar algo no meu site?', en: 'Do I need to install anything on my website?' },
      answer: {
        pt: 'Não. Basta informar o endereço de uma página publicada e acessível na internet. Endereços internos, como os de redes privadas, não podem ser analisados.',
        en: 'No. Just enter the address of a page that is published and reachable on the internet. Internal addresses, such as those on private networks, cannot be analysed.',
      },
    },
  ],
};
