import { PRICE_TOLERANCE_PERCENT } from '../../../../shared/schedules.js';
import type { LanguageMessages } from './catalogue.js';
import { RECIPIENT_SMS } from '../../../../shared/recipient-sms.js';

export const en: LanguageMessages = {
  messages: {
    topupDelivered: {
      title: 'Top-up delivered',
      message: (p, f) => `${f.local(p)} reached ${f.text(p, 'recipient')}.`,
    },
    topupFailed: {
      title: 'Top-up failed: refunded',
      message: (p, f) =>
        `The top-up to ${f.text(p, 'recipient')} could not be delivered. ${
          f.number(p, 'paypal')
            ? `The ${f.money(f.number(p, 'amountCents'))} you paid with PayPal is refunded to your Kredi wallet.`
            : `${f.money(f.number(p, 'amountCents'))} is back in your wallet.`
        }`,
    },
    topupDelayed: {
      title: 'Taking longer than usual',
      message: (p, f) =>
        `The top-up to ${f.text(p, 'recipient')} is taking longer than usual. We keep checking; if it fails, you are refunded.`,
    },
    topupReceived: { title: 'Top-up received', message: (p, f) => `${f.recipient(p)} received it.` },
    fundsAdded: { title: 'Funds added', message: (p, f) => `${f.money(f.number(p, 'amountCents'))} was added to your wallet.` },
    fundsHeld: {
      title: 'Payment on hold',
      message: (p, f) =>
        `PayPal is holding your payment of ${f.money(f.number(p, 'amountCents'))}. It reaches your wallet once PayPal clears it.`,
    },
    fundsReturned: {
      title: 'Money returned',
      message: (p, f) => `${f.money(f.number(p, 'amountCents'))} was sent back to your PayPal account.`,
    },
    referralPaid: {
      title: 'Referral bonus paid',
      message: (p, f) => `Your friend made their first top-up: ${f.money(f.number(p, 'amountCents'))} is in your wallet.`,
    },
    referralNotEligible: {
      title: 'About the referral bonus',
      message: (p, f) =>
        ({
          same_paypal:
            'You paid with the same PayPal account as the friend who invited you, so the referral bonus does not apply. Bonuses are for new people paying with their own account. Your top-ups are not affected.',
          same_email:
            'Your email address reaches the same inbox as the friend who invited you, so the referral bonus does not apply. Bonuses are for new people with their own email address. Your top-ups are not affected.',
          same_phone:
            'You have the same phone number as the friend who invited you, so the referral bonus does not apply. Bonuses are for new people with their own phone number. Your top-ups are not affected.',
        })[f.text(p, 'rule')] ??
        'You share an email address, phone number or PayPal account with the friend who invited you, so the referral bonus does not apply. Bonuses are for new people with accounts of their own. Your top-ups are not affected.',
    },
    levelReached: { title: 'New loyalty level', message: (p, f) => `Congratulations! You reached the ${f.text(p, 'level')} level.` },
    pointsRedeemed: {
      title: 'Points redeemed',
      message: (p, f) => `You redeemed ${f.number(p, 'points')} points for ${f.money(f.number(p, 'amountCents'))}.`,
    },
    promotionNew: { title: 'New promotion', message: (p, f) => f.text(p, 'title') },
    signInPaused: {
      title: 'Sign-in paused',
      message: () =>
        'Several wrong passwords were tried on your account. Signing in from new devices is paused for a few minutes. Not you? Turn on two-factor authentication in Security settings.',
    },
    newSignIn: {
      title: 'New sign-in',
      message: (p, f) => `Your account was signed in from a new device (${f.text(p, 'device')}). Not you? Change your password.`,
    },
    passwordChanged: {
      title: 'Password changed',
      message: () => 'Your password was changed. Not you? Reset it now and contact support.',
    },
    twoFactorChanged: {
      title: 'Two-factor authentication changed',
      message: (p, f) =>
        f.number(p, 'enabled')
          ? 'Two-factor authentication is now on.'
          : 'Two-factor authentication was turned off. Not you? Contact support.',
    },
    emailVerified: { title: 'Email verified', message: () => 'Your email address is verified.' },
    phoneVerified: { title: 'Phone verified', message: () => 'Your phone number is verified.' },
    supportReply: { title: 'Support replied', message: (p, f) => `There is a new reply to your ticket "${f.text(p, 'subject')}".` },
    scheduleReminder: {
      title: 'Automatic top-up tomorrow',
      message: (p, f) =>
        `Tomorrow we send ${f.money(f.number(p, 'amountCents'))} to ${f.text(p, 'recipient')} from your wallet. Check your balance, or pause it in Scheduled.`,
    },
    scheduleNeedsFunds: {
      title: 'Automatic top-up not sent',
      message: (p, f) =>
        `Your wallet is short for the top-up to ${f.text(p, 'recipient')} (${f.money(f.number(p, 'amountCents'))}). Add funds today and it is sent at once.`,
    },
    schedulePriceChanged: {
      title: 'Price changed: confirm your top-up',
      message: (p, f) =>
        `The top-up to ${f.text(p, 'recipient')} now costs ${f.money(f.number(p, 'amountCents'))}, more than ${f.percent(PRICE_TOLERANCE_PERCENT * 100)} off the price you set. Confirm it today in Scheduled to send it.`,
    },
    scheduleNotSent: {
      title: 'Automatic top-up could not be sent',
      message: (p, f) => `Today's top-up to ${f.text(p, 'recipient')} could not be sent. Open Scheduled to see why and to change it.`,
    },
    recipientBonus: {
      title: 'Operator bonus',
      message: (p, f) => `${f.text(p, 'operator')}: ${f.text(p, 'offer')}. A good time to top up ${f.text(p, 'name')}.`,
    },
    recipientRateUp: {
      title: 'Rate alert',
      message: (p, f) =>
        `1 USD now buys ${f.local({ localAmount: p.rate ?? '', localCurrency: p.currency ?? '' })}: your level of ${f.local({ localAmount: p.rateLevel ?? '', localCurrency: p.currency ?? '' })} for ${f.text(p, 'name')} is reached.`,
    },
    recipientRateDown: {
      title: 'Rate alert',
      message: (p, f) =>
        `1 USD now buys ${f.local({ localAmount: p.rate ?? '', localCurrency: p.currency ?? '' })}, below your level of ${f.local({ localAmount: p.rateLevel ?? '', localCurrency: p.currency ?? '' })} for ${f.text(p, 'name')}.`,
    },
    potShareTomorrow: {
      title: 'Family plan tomorrow',
      message: (p, f) =>
        `Tomorrow's top-up to ${f.text(p, 'recipient')} needs your share of ${f.money(f.number(p, 'amountCents'))}. Add it to your wallet today so it goes on time.`,
    },
    potNeedsYourShare: {
      title: 'Your share is missing',
      message: (p, f) =>
        `The family plan's top-up to ${f.text(p, 'recipient')} waits for your share: add ${f.money(f.number(p, 'amountCents'))} to your wallet today and it goes at once.`,
    },
    potWaitsForShare: {
      title: 'Family plan waiting',
      message: (p, f) =>
        `Today's top-up to ${f.text(p, 'recipient')} waits for ${f.text(p, 'name')}'s share. It goes as soon as it is there, today.`,
    },
    potSharePaid: {
      title: 'Share paid',
      message: (p, f) => `Your share of ${f.money(f.number(p, 'amountCents'))} paid today's top-up to ${f.text(p, 'recipient')}.`,
    },
    potShareReturned: {
      title: 'Share returned',
      message: (p, f) =>
        `The top-up to ${f.text(p, 'recipient')} did not go through: your share of ${f.money(f.number(p, 'amountCents'))} is back in your wallet.`,
    },
    potMemberJoined: {
      title: 'New family plan member',
      message: (p, f) => `${f.text(p, 'name')} joined the family plan for ${f.text(p, 'recipient')}.`,
    },
    potMemberLeft: {
      title: 'A member left your family plan',
      message: (p, f) =>
        `${f.text(p, 'name')} left the family plan for ${f.text(p, 'recipient')}. Their share is yours from the next run: check your wallet.`,
    },
  },
  recipientSms: RECIPIENT_SMS.en,
  emailFooter: (url) => `Open Kredi: ${url}\n\nThe Kredi team`,
  levels: { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum', diamond: 'Diamond' },
};
