{
  "__ID__.nameRequired": {
    "pt": "Informe o nome do item.",
    "en": "Enter the item’s name."
  },
  "__ID__.nameTooLong": {
    "pt": "O nome pode ter até 120 caracteres.",
    "en": "The name may have up to 120 characters."
  },
  "__ID__.urlRequired": {
    "pt": "Informe o endereço da página.",
    "en": "Enter the page’s address."
  },
  "__ID__.urlInvalid": {
    "pt": "Endereço inválido: use um endereço http(s), como https://exemplo.com.br/.",
    "en": "Invalid address: use an http(s) address, such as https://example.com/."
  }
}
