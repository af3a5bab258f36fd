// Every text of the scaffold's web half and manifest, in pt-BR (the source language) and English,
// with the file it is written in (below plugins/<id>/). new-plugin.spec.ts checks that this list
// and the templates agree.

export function catalogMessages(names) {
  const form = `web/src/components/${names.pascal}ItemForm.tsx`;
  const list = `web/src/components/${names.pascal}ItemList.tsx`;
  const page = `web/src/pages/${names.pascal}Page.tsx`;
  const created = `web/src/hooks/useCreate${names.pascal}Item.ts`;
  const deleted = `web/src/hooks/useDelete${names.pascal}Item.ts`;
  return [
    { id: `${names.id}.name`, message: names.title, en: names.title, file: 'shared/src/manifest.ts' },
    { id: `${names.id}.nav`, message: names.title, en: names.title, file: 'shared/src/manifest.ts' },
    { message: 'Novo item', en: 'New item', file: form },
    { message: 'Nome do item', en: 'Item name', file: form },
    { message: 'Informe o nome do item.', en: 'Enter the item’s name.', file: form },
    { message: 'O nome pode ter até 120 caracteres.', en: 'The name may have up to 120 characters.', file: form },
    { message: 'Endereço da página', en: 'Page address', file: form },
    { message: 'Informe o endereço da página.', en: 'Enter the page’s address.', file: form },
    { message: 'https://exemplo.com.br/', en: 'https://example.com/', file: form },
    { message: 'Adicionar item', en: 'Add item', file: form },
    { message: 'Item adicionado', en: 'Item added', file: created },
    { message: 'Não foi possível adicionar o item', en: 'Could not add the item', file: created },
    { message: 'Não foi possível excluir o item', en: 'Could not delete the item', file: deleted },
    { message: 'Nenhum item ainda. Adicione o primeiro com o formulário acima.', en: 'No items yet. Add the first one with the form above.', file: list },
    { message: 'Ainda não verificado: a verificação roda a cada minuto.', en: 'Not checked yet: the check runs every minute.', file: list },
    { message: 'Nenhuma análise deste endereço ainda (verificado em {checked}).', en: 'No audit of this address yet (checked on {checked}).', file: list },
    {
      message: 'Desempenho {performance} na análise de {analysed} (verificado em {checked}).',
      en: 'Performance {performance} in the audit of {analysed} (checked on {checked}).',
      file: list,
    },
    { message: 'Excluir este item?', en: 'Delete this item?', file: list },
    { message: 'Excluir', en: 'Delete', file: list },
    { message: 'Cancelar', en: 'Cancel', file: list },
    { message: 'Excluir {name}', en: 'Delete {name}', file: list },
    {
      message: 'Cada item acompanha a última análise do endereço de uma página, verificada uma vez por dia. Só os membros do seu espaço de trabalho os veem.',
      en: 'Each item follows the latest audit of a page’s address, checked once a day. Only your workspace’s members see them.',
      file: page,
    },
    { message: 'Não foi possível carregar os itens', en: 'Could not load the items', file: page },
    { message: 'Carregando itens', en: 'Loading items', file: page },
  ];
}
