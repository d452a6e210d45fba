import { PRICE_TOLERANCE_PERCENT } from '../../../../shared/schedules.js';
import type { LanguageMessages } from './catalogue.js';
import { RECIPIENT_SMS } from '../../../../shared/recipient-sms.js';

export const ht: LanguageMessages = {
  messages: {
    topupDelivered: {
      title: 'Rechaj la rive',
      message: (p, f) => `${f.local(p)} rive sou ${f.text(p, 'recipient')}.`,
    },
    topupFailed: {
      title: 'Rechaj la pa pase: lajan an tounen',
      message: (p, f) =>
        `Nou pa t ka voye rechaj la sou ${f.text(p, 'recipient')}. ${
          f.number(p, 'paypal')
            ? `${f.money(f.number(p, 'amountCents'))} ou te peye ak PayPal la tounen nan bous Kredi ou.`
            : `${f.money(f.number(p, 'amountCents'))} tounen nan bous ou.`
        }`,
    },
    topupDelayed: {
      title: 'Sa pran plis tan pase nòmal',
      message: (p, f) =>
        `Rechaj la pou ${f.text(p, 'recipient')} ap pran plis tan pase nòmal. N ap kontinye tcheke; si l pa pase, n ap remèt ou lajan ou.`,
    },
    topupReceived: { title: 'Li resevwa rechaj la', message: (p, f) => `${f.recipient(p)} resevwa l.` },
    fundsAdded: { title: 'Lajan antre', message: (p, f) => `Nou mete ${f.money(f.number(p, 'amountCents'))} nan bous ou.` },
    fundsHeld: {
      title: 'PayPal ap kenbe peman an pou kounye a',
      message: (p, f) => `PayPal kenbe peman ${f.money(f.number(p, 'amountCents'))} ou a. L ap antre nan bous ou depi PayPal lage l.`,
    },
    fundsReturned: {
      title: 'Lajan an tounen',
      message: (p, f) => `Nou voye ${f.money(f.number(p, 'amountCents'))} tounen sou kont PayPal ou.`,
    },
    referralPaid: {
      title: 'Ou resevwa yon bonis envitasyon',
      message: (p, f) => `Zanmi ou fè premye rechaj li: ${f.money(f.number(p, 'amountCents'))} nan bous ou.`,
    },
    referralNotEligible: {
      title: 'Konsènan bonis envitasyon an',
      message: (p, f) =>
        ({
          same_paypal:
            'Ou peye ak menm kont PayPal ak zanmi ki te envite w la, se sa k fè bonis envitasyon an pa konte. Bonis la se pou moun ki fèk vini sou Kredi e ki peye ak pwòp kont pa yo. Sa pa chanje anyen pou rechaj ou yo.',
          same_email:
            'Imèl ou ak imèl zanmi ki te envite w la rive nan menm bwat imèl, se sa k fè bonis envitasyon an pa konte. Bonis la se pou moun ki fèk vini sou Kredi e ki gen pwòp imèl pa yo. Sa pa chanje anyen pou rechaj ou yo.',
          same_phone:
            'Ou gen menm nimewo telefòn ak zanmi ki te envite w la, se sa k fè bonis envitasyon an pa konte. Bonis la se pou moun ki fèk vini sou Kredi e ki gen pwòp nimewo pa yo. Sa pa chanje anyen pou rechaj ou yo.',
        })[f.text(p, 'rule')] ??
        'Ou gen menm imèl, menm nimewo telefòn oswa menm kont PayPal ak zanmi ki te envite w la, se sa k fè bonis envitasyon an pa konte. Bonis la se pou moun ki fèk vini sou Kredi e ki gen pwòp kont pa yo. Sa pa chanje anyen pou rechaj ou yo.',
    },
    levelReached: { title: 'Nouvo nivo fidelite', message: (p, f) => `Konpliman! Ou rive nan nivo ${f.text(p, 'level')}.` },
    pointsRedeemed: {
      title: 'Pwen yo chanje',
      message: (p, f) => `Ou chanje ${f.number(p, 'points')} pwen pou ${f.money(f.number(p, 'amountCents'))}.`,
    },
    promotionNew: { title: 'Nouvo pwomosyon', message: (p, f) => f.text(p, 'title') },
    signInPaused: {
      title: 'Nou bloke koneksyon sou kont ou pou kèk minit',
      message: () =>
        'Yon moun eseye plizyè move modpas sou kont ou. Pou pwoteje l, pèsonn pa ka antre sou yon nouvo aparèy pandan kèk minit. Se pa ou? Limen verifikasyon 2 etap nan paramèt sekirite yo.',
    },
    newSignIn: {
      title: 'Yon nouvo aparèy konekte',
      message: (p, f) => `Yon moun konekte sou kont ou ak yon nouvo aparèy (${f.text(p, 'device')}). Se pa ou? Chanje modpas ou.`,
    },
    passwordChanged: {
      title: 'Modpas la chanje',
      message: () => 'Modpas ou chanje. Se pa ou? Chanje l kounye a epi kontakte sipò a.',
    },
    twoFactorChanged: {
      title: 'Verifikasyon 2 etap la chanje',
      message: (p, f) =>
        f.number(p, 'enabled') ? 'Verifikasyon 2 etap la limen.' : 'Yo etenn verifikasyon 2 etap la. Se pa ou? Kontakte sipò a.',
    },
    emailVerified: { title: 'Imèl la verifye', message: () => 'Adrès imèl ou verifye.' },
    phoneVerified: { title: 'Telefòn nan verifye', message: () => 'Nimewo telefòn ou verifye.' },
    supportReply: { title: 'Sipò a reponn', message: (p, f) => `Gen yon nouvo repons pou tikè "${f.text(p, 'subject')}" ou a.` },
    scheduleReminder: {
      title: 'Rechaj otomatik demen',
      message: (p, f) =>
        `Demen n ap voye ${f.money(f.number(p, 'amountCents'))} bay ${f.text(p, 'recipient')} soti nan bous ou. Gade balans ou, oswa mete l an poz nan paj Rechaj pwograme yo.`,
    },
    scheduleNeedsFunds: {
      title: 'Rechaj otomatik la ap tann lajan',
      message: (p, f) =>
        `Pa gen ase lajan nan bous ou pou rechaj la pou ${f.text(p, 'recipient')} (${f.money(f.number(p, 'amountCents'))}). Ajoute lajan jodi a epi n ap voye l touswit.`,
    },
    schedulePriceChanged: {
      title: 'Pri a chanje: konfime rechaj ou',
      message: (p, f) =>
        `Rechaj la pou ${f.text(p, 'recipient')} koute ${f.money(f.number(p, 'amountCents'))} kounye a: li chanje plis pase ${f.percent(PRICE_TOLERANCE_PERCENT * 100)} sou pri ou te chwazi a. Konfime l jodi a nan paj Rechaj pwograme yo pou n voye l.`,
    },
    scheduleNotSent: {
      title: 'Nou pa t ka voye rechaj otomatik la',
      message: (p, f) =>
        `Rechaj jodi a pou ${f.text(p, 'recipient')} pa pase. Louvri paj Rechaj pwograme yo pou w wè poukisa epi chanje l.`,
    },
    recipientBonus: {
      title: 'Bonis operatè',
      message: (p, f) => `${f.text(p, 'operator')}: ${f.text(p, 'offer')}. Se bon moman pou w voye rechaj bay ${f.text(p, 'name')}.`,
    },
    recipientRateUp: {
      title: 'Alèt to chanj',
      message: (p, f) =>
        `Kounye a 1 USD vo ${f.local({ localAmount: p.rate ?? '', localCurrency: p.currency ?? '' })}: li rive nan nivo ${f.local({ localAmount: p.rateLevel ?? '', localCurrency: p.currency ?? '' })} ou te chwazi pou ${f.text(p, 'name')}.`,
    },
    recipientRateDown: {
      title: 'Alèt to chanj',
      message: (p, f) =>
        `Kounye a 1 USD vo ${f.local({ localAmount: p.rate ?? '', localCurrency: p.currency ?? '' })}: li desann anba nivo ${f.local({ localAmount: p.rateLevel ?? '', localCurrency: p.currency ?? '' })} ou te chwazi pou ${f.text(p, 'name')}.`,
    },
    potShareTomorrow: {
      title: 'Plan fanmi demen',
      message: (p, f) =>
        `Rechaj demen pou ${f.text(p, 'recipient')} bezwen pati pa w la, ${f.money(f.number(p, 'amountCents'))}. Mete l nan bous ou jodi a pou l ka pati alè.`,
    },
    potNeedsYourShare: {
      title: 'Pati pa w la manke',
      message: (p, f) =>
        `Rechaj plan fanmi an pou ${f.text(p, 'recipient')} ap tann pati pa w la: mete ${f.money(f.number(p, 'amountCents'))} nan bous ou jodi a epi l ap pati touswit.`,
    },
    potWaitsForShare: {
      title: 'Plan fanmi an ap tann',
      message: (p, f) =>
        `Rechaj jodi a pou ${f.text(p, 'recipient')} ap tann pati ${f.text(p, 'name')}. L ap pati depi pati a rive, jodi a menm.`,
    },
    potSharePaid: {
      title: 'Pati pa w la peye',
      message: (p, f) => `Pati pa w la, ${f.money(f.number(p, 'amountCents'))}, peye rechaj jodi a pou ${f.text(p, 'recipient')}.`,
    },
    potShareReturned: {
      title: 'Pati pa w la tounen',
      message: (p, f) =>
        `Rechaj pou ${f.text(p, 'recipient')} la pa pase: pati pa w la, ${f.money(f.number(p, 'amountCents'))}, tounen nan bous ou.`,
    },
    potMemberJoined: {
      title: 'Nouvo manm nan plan fanmi an',
      message: (p, f) => `${f.text(p, 'name')} antre nan plan fanmi an pou ${f.text(p, 'recipient')}.`,
    },
    potMemberLeft: {
      title: 'Yon manm soti nan plan fanmi an',
      message: (p, f) =>
        `${f.text(p, 'name')} soti nan plan fanmi an pou ${f.text(p, 'recipient')}. Pati pa l la tounen sou kont ou apati pwochen rechaj la: tcheke bous ou.`,
    },
  },
  recipientSms: RECIPIENT_SMS.ht,
  emailFooter: (url) => `Louvri Kredi: ${url}\n\nEkip Kredi`,
  levels: { bronze: 'Bwonz', silver: 'Ajan', gold: 'Lò', platinum: 'Platin', diamond: 'Dyaman' },
};
