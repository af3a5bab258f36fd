/**
 * A bike shop's page as small businesses write them: no language, no description, no viewport, images without alt,
 * unlabelled fields, an icon-only submit button and a vague link; the HTML fixer answers each. The e2e proof-card spec
 * serves it at /bicicletaria, and the analysis plugin's audit-coverage spec reads Lighthouse's recorded report of it
 * (the replay's key is made of this HTML, so both must read these very bytes).
 */
export const bicicletariaPage: string = `<!doctype html><html><head><meta charset="utf-8"><title>Bicicletaria Pedal Forte</title></head>
<body><div class="topo"><img src="/logo.png" width="120" height="60"><h3>Bicicletaria Pedal Forte</h3></div>
<div><h4>Revisão completa</h4><img src="/revisao.png"><p>Revisão de freios, câmbio e rolamentos em Campinas, com entrega no mesmo dia.</p>
<h4>Bicicletas urbanas</h4><img src="/urbana.png"><p>Modelos aro 29 e aro 26 para o dia a dia na cidade.</p></div>
<form action="/contato" method="post"><input type="text" name="nome"><input type="email" name="email">
<button type="submit"><img src="/enviar.png" width="24" height="24"></button></form>
<p><a href="/contato">clique aqui</a></p></body></html>`;
