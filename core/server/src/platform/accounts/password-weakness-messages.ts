import type { LocalizedText } from '@otimiza/sdk/shared';
import type { TranslationKeys } from '@zxcvbn-ts/core';

export type EstimatorWarning = keyof TranslationKeys['warnings'];

const guessable = (pt: string, en: string): LocalizedText => ({
  pt: `Esta senha é fácil de adivinhar: ${pt}`,
  en: `This password is easy to guess: ${en}`,
});

const tooCommon: LocalizedText = {
  pt: 'Senha muito comum: ela está entre as mais usadas. Escolha outra.',
  en: 'This password is too common: it is among the most used. Choose another one.',
};

/** Why a password was refused, for each warning of the estimator (zxcvbn's feedback, translated). */
export const passwordWeaknessMessages: Record<EstimatorWarning, LocalizedText> = {
  topTen: tooCommon,
  topHundred: tooCommon,
  common: tooCommon,
  pwned: tooCommon,
  similarToCommon: {
    pt: 'Senha muito parecida com uma das senhas mais usadas. Escolha outra.',
    en: 'This password is too close to one of the most used passwords. Choose another one.',
  },
  straightRow: guessable('evite teclas em sequência no teclado, como "qwerty".', 'avoid rows of keys on the keyboard, like "qwerty".'),
  keyPattern: guessable('evite padrões curtos de teclado.', 'avoid short keyboard patterns.'),
  simpleRepeat: guessable('evite caracteres repetidos, como "aaa".', 'avoid repeated characters, like "aaa".'),
  extendedRepeat: guessable('evite repetir trechos, como "abcabc".', 'avoid repeated chunks, like "abcabc".'),
  sequences: guessable('evite sequências como "abc" ou "1234".', 'avoid sequences like "abc" or "1234".'),
  recentYears: guessable('evite anos recentes.', 'avoid recent years.'),
  dates: guessable('evite datas.', 'avoid dates.'),
  wordByItself: guessable(
    'uma palavra sozinha se adivinha rápido; junte várias palavras pouco comuns.',
    'a single word is guessed quickly; combine several uncommon words.',
  ),
  namesByThemselves: guessable('evite nomes de pessoas e lugares sozinhos.', 'avoid names of people and places on their own.'),
  commonNames: guessable('evite nomes e sobrenomes comuns.', 'avoid common first and last names.'),
  userInputs: guessable('não use seu nome nem seu e-mail.', 'do not use your name or your e-mail.'),
};

/** When the estimator gives no particular warning. */
export const genericWeaknessMessage = guessable(
  'evite palavras comuns e sequências; junte várias palavras pouco comuns.',
  'avoid common words and sequences; combine several uncommon words.',
);
