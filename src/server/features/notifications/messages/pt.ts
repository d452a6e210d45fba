import { PRICE_TOLERANCE_PERCENT } from '../../../../shared/schedules.js';
import type { LanguageMessages } from './catalogue.js';

export const pt: LanguageMessages = {
  messages: {
    topupDelivered: {
      title: 'Recarga entregue',
      message: (p, f) => `${f.text(p, 'localAmount')} ${f.text(p, 'localCurrency')} chegaram em ${f.text(p, 'recipient')}.`,
    },
    topupFailed: {
      title: 'Recarga falhou: reembolsada',
      message: (p, f) =>
        `Não foi possível entregar a recarga para ${f.text(p, 'recipient')}. ${f.money(f.number(p, 'amountCents'))} voltou para a sua carteira.`,
    },
    topupDelayed: {
      title: 'Demorando mais que o normal',
      message: (p, f) =>
        `A recarga para ${f.text(p, 'recipient')} está demorando mais que o normal. Continuamos verificando; se falhar, você é reembolsado.`,
    },
    fundsAdded: { title: 'Saldo adicionado', message: (p, f) => `${f.money(f.number(p, 'amountCents'))} foi adicionado à sua carteira.` },
    fundsHeld: {
      title: 'Pagamento retido',
      message: (p, f) =>
        `O PayPal está retendo seu pagamento de ${f.money(f.number(p, 'amountCents'))}. Ele chega à sua carteira quando o PayPal liberar.`,
    },
    fundsReturned: {
      title: 'Dinheiro devolvido',
      message: (p, f) => `${f.money(f.number(p, 'amountCents'))} foi devolvido para a sua conta PayPal.`,
    },
    referralPaid: {
      title: 'Bônus de indicação pago',
      message: (p, f) => `Seu amigo fez a primeira recarga: ${f.money(f.number(p, 'amountCents'))} está na sua carteira.`,
    },
    levelReached: { title: 'Novo nível de fidelidade', message: (p, f) => `Parabéns! Você alcançou o nível ${f.text(p, 'level')}.` },
    pointsRedeemed: {
      title: 'Pontos resgatados',
      message: (p, f) => `Você resgatou ${f.number(p, 'points')} pontos por ${f.money(f.number(p, 'amountCents'))}.`,
    },
    promotionNew: { title: 'Nova promoção', message: (p, f) => f.text(p, 'title') },
    signInPaused: {
      title: 'Entrada pausada',
      message: () =>
        'Várias senhas erradas foram tentadas na sua conta. A entrada em aparelhos novos fica pausada por alguns minutos. Não foi você? Ative a verificação em duas etapas nas configurações de segurança.',
    },
    newSignIn: {
      title: 'Novo acesso',
      message: (p, f) => `Sua conta foi acessada de um novo aparelho (${f.text(p, 'device')}). Não foi você? Troque sua senha.`,
    },
    passwordChanged: {
      title: 'Senha alterada',
      message: () => 'Sua senha foi alterada. Não foi você? Redefina agora e fale com o suporte.',
    },
    twoFactorChanged: {
      title: 'Verificação em duas etapas alterada',
      message: (p, f) =>
        f.number(p, 'enabled')
          ? 'A verificação em duas etapas está ativada.'
          : 'A verificação em duas etapas foi desativada. Não foi você? Fale com o suporte.',
    },
    emailVerified: { title: 'E-mail verificado', message: () => 'Seu endereço de e-mail está verificado.' },
    phoneVerified: { title: 'Telefone verificado', message: () => 'Seu número de telefone está verificado.' },
    supportReply: { title: 'O suporte respondeu', message: (p, f) => `Há uma nova resposta ao seu chamado "${f.text(p, 'subject')}".` },
    scheduleReminder: {
      title: 'Recarga automática amanhã',
      message: (p, f) =>
        `Amanhã enviamos ${f.money(f.number(p, 'amountCents'))} para ${f.text(p, 'recipient')} da sua carteira. Confira seu saldo ou pause-a em Recargas agendadas.`,
    },
    scheduleNeedsFunds: {
      title: 'Recarga automática não enviada',
      message: (p, f) =>
        `Sua carteira não tem saldo suficiente para a recarga para ${f.text(p, 'recipient')} (${f.money(f.number(p, 'amountCents'))}). Adicione saldo hoje e ela é enviada na hora.`,
    },
    schedulePriceChanged: {
      title: 'O preço mudou: confirme sua recarga',
      message: (p, f) =>
        `A recarga para ${f.text(p, 'recipient')} agora custa ${f.money(f.number(p, 'amountCents'))}, mais de ${PRICE_TOLERANCE_PERCENT}% diferente do preço combinado. Confirme hoje em Recargas agendadas para enviá-la.`,
    },
    scheduleNotSent: {
      title: 'Não foi possível enviar a recarga automática',
      message: (p, f) =>
        `A recarga de hoje para ${f.text(p, 'recipient')} não pôde ser enviada. Abra Recargas agendadas para ver o motivo e alterá-la.`,
    },
  },
  recipientSms: {
    airtime: (sender, amount) => `${sender} enviou ${amount} de crédito para você com o Kredi. Aproveite!`,
    data: (sender, plan) => `${sender} enviou um plano de dados para você com o Kredi: ${plan}. Aproveite!`,
    pin: (sender, code, loading) =>
      `${sender} enviou um PIN para você com o Kredi: ${code}. ${
        !loading
          ? 'Carregue-o como sua operadora explica.'
          : 'dial' in loading
            ? `Para carregar, disque ${loading.dial}`
            : `Para carregar, ligue para ${loading.call} e digite o PIN.`
      }`,
  },
  emailFooter: (url) => `Abrir o Kredi: ${url}\n\nEquipe Kredi`,
  levels: { bronze: 'Bronze', silver: 'Prata', gold: 'Ouro', platinum: 'Platina', diamond: 'Diamante' },
};
