const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const texts = {
  expired: {
    pt: 'Este link expirou: os links de um e-mail de notificação valem por 30 dias.',
    en: 'This link has expired: the links of a notification e-mail work for 30 days.',
  },
  invalid: { pt: 'Este link não é válido.', en: 'This link is not valid.' },
} as const;

/**
 * The page a browser reads for a click link that is refused (404): why, in Portuguese and English,
 * and a way into the notification centre, where the notification still is.
 */
export function refusedLinkPage(reason: 'expired' | 'invalid', centreUrl: string): string {
  const { pt, en } = texts[reason];
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Link indisponível | Link unavailable</title></head>
<body style="font-family:system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1 style="font-size:1.25rem">Link indisponível</h1><p>${escape(pt)}</p>
<p><a href="${escape(centreUrl)}">Abrir a central de notificações</a></p>
<hr style="border:none;border-top:1px solid #e5e7eb">
<h2 lang="en" style="font-size:1.25rem">Link unavailable</h2><p lang="en">${escape(en)}</p>
<p lang="en"><a href="${escape(centreUrl)}">Open the notification centre</a></p>
</body></html>`;
}
