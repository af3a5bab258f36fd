/** The support address shown on the public pages (spec 000 §2). */
export const supportEmail = 'suporte@otimiza.com.br';
