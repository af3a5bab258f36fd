/** A Brazilian bakery page that carries every Brazil-market signal. */
export const brazilianBakeryHtml = `<!doctype html>
<html lang="pt-BR">
<head>
  <meta charset="utf-8">
  <title>Padaria Pão Quente | Pães artesanais em São Paulo</title>
  <meta name="description" content="Padaria artesanal na Vila Mariana, em São Paulo: pães de fermentação natural, bolos e cafés.">
  <link rel="alternate" hreflang="pt-BR" href="https://www.paoquente.com.br/">
  <script src="https://consent.cookiebot.com/uc.js"></script>
  <script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Bakery',
    name: 'Padaria Pão Quente',
    telephone: '+55-11-3333-4444',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Rua Domingos de Morais, 100',
      addressLocality: 'São Paulo',
      addressRegion: 'SP',
      postalCode: '04010-000',
      addressCountry: 'BR',
    },
  })}</script>
</head>
<body>
  <h1>Padaria Pão Quente</h1>
  <p>Pão de fermentação natural por R$ 18,90 e bolo inteiro por R$ 1.200,00 para festas.</p>
  <p>Formas de pagamento: Pix, cartão e boleto bancário.</p>
  <a href="https://wa.me/5511912345678">Peça pelo WhatsApp</a>
  <a href="tel:+551133334444">+55 11 3333-4444</a>
  <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12" loading="lazy"></iframe>
  <footer>Padaria Pão Quente Ltda — CNPJ 11.222.333/0001-81 — <a href="/politica-de-privacidade">Política de Privacidade</a></footer>
</body>
</html>`;

/** A US page with none of them. */
export const usBakeryHtml = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sunrise Bakery | Fresh bread in Boston</title>
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Bakery', name: 'Sunrise Bakery', address: { addressLocality: 'Boston', addressRegion: 'MA', postalCode: '02139', addressCountry: 'US' } })}</script>
</head>
<body><h1>Sunrise Bakery</h1><p>Sourdough loaf $ 12.99. We take cards.</p><a href="tel:+16175550100">(617) 555-0100</a></body>
</html>`;
