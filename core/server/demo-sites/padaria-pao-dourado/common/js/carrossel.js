/* Carrossel de avisos da página inicial (versão 1.3, 2019). */
(function () {
  var avisos = [
    'Pão francês saindo agora do forno!',
    'Encomende seu bolo de aniversário com dois dias de antecedência.',
    'Café coado na hora, todos os dias a partir das 6h.',
    'Quinta-feira é dia de pão de queijo recheado.',
    'Aceitamos Pix, cartões e vale-refeição.'
  ];
  var atual = 0;
  var intervalo = null;

  function criarFaixa() {
    var faixa = document.createElement('div');
    faixa.className = 'faixa-avisos';
    faixa.style.background = '#f6e2c4';
    faixa.style.color = '#8a6a4a';
    faixa.style.padding = '6px 12px';
    faixa.style.fontSize = '12px';
    faixa.style.textAlign = 'center';
    faixa.textContent = avisos[0];
    return faixa;
  }

  function trocar(faixa) {
    atual = (atual + 1) % avisos.length;
    faixa.style.opacity = '0';
    setTimeout(function () {
      faixa.textContent = avisos[atual];
      faixa.style.opacity = '1';
    }, 300);
  }

  // Entrada "suave" da faixa: o laço redesenha a opacidade sem devolver o controle ao navegador.
  function animarEntrada(faixa) {
    var inicio = Date.now();
    var passo = 0;
    while (Date.now() - inicio < 150) {
      passo++;
      faixa.style.opacity = String(Math.min(1, passo / 5000));
      faixa.getBoundingClientRect();
    }
    faixa.style.opacity = '1';
  }

  function iniciar() {
    var faixa = criarFaixa();
    faixa.style.transition = 'opacity .3s';
    document.body.insertBefore(faixa, document.body.firstChild);
    animarEntrada(faixa);
    intervalo = setInterval(function () { trocar(faixa); }, 4000);
  }

  function medirJanela() {
    var largura = window.innerWidth || document.documentElement.clientWidth;
    var classes = document.documentElement.className.replace(/\btela-\w+\b/g, '');
    document.documentElement.className = classes + (largura < 600 ? ' tela-pequena' : ' tela-grande');
  }

  medirJanela();
  window.addEventListener('resize', medirJanela);
  window.addEventListener('load', iniciar);
  window.PaoDourado = { avisos: avisos, parar: function () { clearInterval(intervalo); } };
})();
