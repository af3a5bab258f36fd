/**
 * A small-business home page of the kind the product meets: titled 'Home', named by its logo and
 * its copyright line, its address in the footer run together with WhatsApp and payment words.
 * Shared by the specs that check every feature reads it the same way.
 */
export const doceriaPage = {
  url: 'https://docessabordeminas.com.br/',
  html: `<html lang="pt-BR"><head><meta charset="utf-8"><title>Home</title></head><body>
<header><a href="/"><img src="/img/logo.png" alt="Logo Doceria Sabor de Minas"></a>
<nav><a href="/cardapio">Cardápio</a> <a href="/encomendas">Encomendas</a></nav></header>
<main><h1>Bolos e doces caseiros</h1>
<p>Fazemos bolos caseiros, brigadeiros gourmet e doces finos para festas de aniversário, casamentos e eventos corporativos desde 1998 em toda a região da Savassi e arredores.</p>
<h2>Bolo de pote</h2><p>Bolo de pote de ninho com morango a R$ 14,90.</p>
</main>
<footer><p>Rua Fernandes Tourinho, 450 - Savassi, Belo Horizonte - MG, 30112-000 WhatsApp (31) 99999-0000 Aceitamos Pix e cartão</p>
<p>© 2024 Doceria Sabor de Minas. Todos os direitos reservados.</p></footer>
</body></html>`,
} as const;
