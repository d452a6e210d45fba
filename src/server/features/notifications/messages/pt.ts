import { PRICE_TOLERANCE_PERCENT } from '../../../../shared/schedules.js';
import type { LanguageMessages } from './catalogue.js';
import { RECIPIENT_SMS } from '../../../../shared/recipient-sms.js';

export const pt: LanguageMessages = {
  messages: {
    topupDelivered: {
      title: 'Recarga entregue',
      message: (p, f) => `${f.local(p)} chegaram em ${f.text(p, 'recipient')}.`,
    },
    topupFailed: {
      title: 'Recarga falhou: reembolsada',
      message: (p, f) =>
        `Não foi possível entregar a recarga para ${f.text(p, 'recipient')}. ${
          f.number(p, 'paypal')
            ? `Os ${f.money(f.number(p, 'amountCents'))} que você pagou com PayPal foram reembolsados na sua carteira Kredi.`
            : `${f.money(f.number(p, 'amountCents'))} voltou para a sua carteira.`
        }`,
    },
    topupDelayed: {
      title: 'Demorando mais que o normal',
      message: (p, f) =>
        `A recarga para ${f.text(p, 'recipient')} está demorando mais que o normal. Continuamos verificando; se falhar, você é reembolsado.`,
    },
    topupReceived: { title: 'Recarga recebida', message: (p, f) => `${f.recipient(p)} recebeu a recarga.` },
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
    referralNotEligible: {
      title: 'Sobre o bônus de indicação',
      message: (p, f) =>
        ({
          same_paypal:
            'Você pagou com a mesma conta PayPal do amigo que convidou você, então o bônus de indicação não vale. Os bônus são para pessoas novas que pagam com a própria conta. Suas recargas não mudam.',
          same_email:
            'Seu e-mail chega na mesma caixa de entrada que o do amigo que convidou você, então o bônus de indicação não vale. Os bônus são para pessoas novas com o próprio e-mail. Suas recargas não mudam.',
          same_phone:
            'Você tem o mesmo número de telefone do amigo que convidou você, então o bônus de indicação não vale. Os bônus são para pessoas novas com o próprio número. Suas recargas não mudam.',
        })[f.text(p, 'rule')] ??
        'Você compartilha um e-mail, um número de telefone ou uma conta PayPal com o amigo que convidou você, então o bônus de indicação não vale. Os bônus são para pessoas novas com contas próprias. Suas recargas não mudam.',
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
        `A recarga para ${f.text(p, 'recipient')} agora custa ${f.money(f.number(p, 'amountCents'))}, mais de ${f.percent(PRICE_TOLERANCE_PERCENT * 100)} diferente do preço combinado. Confirme hoje em Recargas agendadas para enviá-la.`,
    },
    scheduleNotSent: {
      title: 'Não foi possível enviar a recarga automática',
      message: (p, f) =>
        `A recarga de hoje para ${f.text(p, 'recipient')} não pôde ser enviada. Abra Recargas agendadas para ver o motivo e alterá-la.`,
    },
    recipientBonus: {
      title: 'Bônus da operadora',
      message: (p, f) => `${f.text(p, 'operator')}: ${f.text(p, 'offer')}. Bom momento para recarregar ${f.text(p, 'name')}.`,
    },
    recipientRateUp: {
      title: 'Alerta de câmbio',
      message: (p, f) =>
        `1 USD agora vale ${f.local({ localAmount: p.rate ?? '', localCurrency: p.currency ?? '' })}: seu nível de ${f.local({ localAmount: p.rateLevel ?? '', localCurrency: p.currency ?? '' })} para ${f.text(p, 'name')} foi atingido.`,
    },
    recipientRateDown: {
      title: 'Alerta de câmbio',
      message: (p, f) =>
        `1 USD agora vale ${f.local({ localAmount: p.rate ?? '', localCurrency: p.currency ?? '' })}, abaixo do seu nível de ${f.local({ localAmount: p.rateLevel ?? '', localCurrency: p.currency ?? '' })} para ${f.text(p, 'name')}.`,
    },
    potShareTomorrow: {
      title: 'Plano família amanhã',
      message: (p, f) =>
        `A recarga de amanhã para ${f.text(p, 'recipient')} precisa da sua parte de ${f.money(f.number(p, 'amountCents'))}. Adicione-a à sua carteira hoje para que saia na hora.`,
    },
    potNeedsYourShare: {
      title: 'Falta a sua parte',
      message: (p, f) =>
        `A recarga do plano família para ${f.text(p, 'recipient')} aguarda a sua parte: adicione ${f.money(f.number(p, 'amountCents'))} à sua carteira hoje e ela sai na hora.`,
    },
    potWaitsForShare: {
      title: 'Plano família aguardando',
      message: (p, f) =>
        `A recarga de hoje para ${f.text(p, 'recipient')} aguarda a parte de ${f.text(p, 'name')}. Ela sai assim que a parte chegar, hoje.`,
    },
    potSharePaid: {
      title: 'Parte paga',
      message: (p, f) => `A sua parte de ${f.money(f.number(p, 'amountCents'))} pagou a recarga de hoje para ${f.text(p, 'recipient')}.`,
    },
    potShareReturned: {
      title: 'Parte devolvida',
      message: (p, f) =>
        `A recarga para ${f.text(p, 'recipient')} não foi concluída: a sua parte de ${f.money(f.number(p, 'amountCents'))} voltou para a sua carteira.`,
    },
    potMemberJoined: {
      title: 'Novo membro',
      message: (p, f) => `${f.text(p, 'name')} entrou no plano família para ${f.text(p, 'recipient')}.`,
    },
    potMemberLeft: {
      title: 'Um membro saiu',
      message: (p, f) =>
        `${f.text(p, 'name')} saiu do plano família para ${f.text(p, 'recipient')}. A parte dessa pessoa fica com você a partir do próximo envio: confira a sua carteira.`,
    },
  },
  recipientSms: RECIPIENT_SMS.pt,
  emailFooter: (url) => `Abrir o Kredi: ${url}\n\nEquipe Kredi`,
  levels: { bronze: 'Bronze', silver: 'Prata', gold: 'Ouro', platinum: 'Platina', diamond: 'Diamante' },
};
