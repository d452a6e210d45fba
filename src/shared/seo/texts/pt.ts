import type { RouteTexts } from '../route-texts.js';

export const pt: RouteTexts = {
  '/': {
    title: 'Kredi – Envie recargas de celular para o Haiti e mais de 159 países',
    description:
      'Recarregue um celular no Haiti, na República Dominicana, na Jamaica e em mais de 159 países em segundos. Pague com sua carteira Kredi ou com PayPal. Recargas que falham são reembolsadas automaticamente.',
    keywords: 'recarga de celular, crédito, Haiti, Digicel, Natcom, enviar crédito, diáspora, PayPal',
  },
  '/login': {
    title: 'Entrar – Kredi',
    description: 'Entre no Kredi para enviar crédito à sua família e aos seus amigos.',
    keywords: 'Kredi entrar, login, recarga de celular',
  },
  '/register': {
    title: 'Crie sua conta – Kredi',
    description: 'Crie uma conta gratuita no Kredi e ganhe um bônus de boas-vindas de US$ 2,00 para sua primeira recarga.',
    keywords: 'cadastro Kredi, criar conta, bônus de boas-vindas, recarga de celular',
  },
  '/send-topup': {
    title: 'Enviar uma recarga – Kredi',
    description: 'Escolha um país, digite um número e envie crédito em segundos para mais de 1000 operadoras.',
    keywords: 'enviar recarga, crédito, recarregar celular, Digicel Haiti, Natcom',
  },
  '/wallet': {
    title: 'Sua carteira – Kredi',
    description: 'Veja seu saldo no Kredi e adicione saldo com PayPal.',
    keywords: 'carteira Kredi, adicionar saldo, saldo',
  },
  '/promotions': {
    title: 'Promoções e códigos promocionais – Kredi',
    description: 'Ofertas de fim de semana, bônus de boas-vindas e recompensas de fidelidade em recargas.',
    keywords: 'promoções de recarga, código promocional, desconto',
  },
  '/invite-friends': {
    title: 'Convide amigos e ganhe US$ 2,00 – Kredi',
    description: 'Compartilhe seu código e ganhe US$ 2,00 quando um amigo enviar a primeira recarga.',
    keywords: 'indicação, convidar amigos, ganhar crédito',
  },
  '/loyalty': {
    title: 'Recompensas de fidelidade – Kredi',
    description: 'Ganhe pontos a cada recarga e suba de Bronze a Diamante.',
    keywords: 'pontos de fidelidade, recompensas, Bronze, Prata, Ouro, Platina, Diamante',
  },
  '/service-fees': {
    title: 'Taxas de serviço – Kredi',
    description: 'Todas as taxas, informadas antes de pagar: taxa de recarga, taxa da carteira e taxa do PayPal.',
    keywords: 'taxas de recarga, taxa PayPal, preços',
  },
  '/support': {
    title: 'Ajuda e suporte – Kredi',
    description: 'Respostas para perguntas frequentes e ajuda 24 horas por chat ou e-mail, em cinco idiomas.',
    keywords: 'suporte Kredi, ajuda, perguntas frequentes, contato',
  },
  '/privacy-policy': {
    title: 'Política de privacidade – Kredi',
    description: 'O que o Kredi coleta, por quê, e as escolhas que você tem.',
    keywords: 'política de privacidade, dados pessoais',
  },
  '/terms-of-service': {
    title: 'Termos de serviço – Kredi',
    description: 'Os termos para usar o Kredi e enviar recargas de celular.',
    keywords: 'termos de serviço, condições',
  },
  generic: {
    title: 'Kredi',
    description: 'Envie recargas de celular para sua família e seus amigos em mais de 159 países.',
    keywords: 'recarga de celular, crédito, Kredi',
  },
};
