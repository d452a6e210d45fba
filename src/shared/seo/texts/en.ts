import type { RouteTexts } from '../route-texts.js';

export const en: RouteTexts = {
  '/': {
    title: 'Kredi – Send mobile top-ups to Haiti and 159+ countries',
    description:
      'Top up a phone in Haiti, the Dominican Republic, Jamaica and 159+ countries in seconds. Pay from your Kredi wallet or with PayPal. Failed top-ups are refunded automatically.',
    keywords: 'mobile top-up, airtime, Haiti, Digicel, Natcom, send credit, recharge, diaspora, PayPal',
  },
  '/login': {
    title: 'Sign in – Kredi',
    description: 'Sign in to Kredi to send airtime to family and friends.',
    keywords: 'Kredi sign in, login, mobile top-up',
  },
  '/register': {
    title: 'Create your account – Kredi',
    description: 'Create a free Kredi account and get a $2.00 welcome bonus to send your first top-up.',
    keywords: 'Kredi sign up, create account, welcome bonus, mobile top-up',
  },
  '/send-topup': {
    title: 'Send a top-up – Kredi',
    description: 'Choose a country, enter a number and send airtime in seconds to 1,000+ operators.',
    keywords: 'send top-up, airtime, recharge phone, Digicel Haiti, Natcom',
  },
  '/wallet': {
    title: 'Your wallet – Kredi',
    description: 'Check your Kredi balance and add funds with PayPal.',
    keywords: 'Kredi wallet, add funds, balance',
  },
  '/promotions': {
    title: 'Promotions and promo codes – Kredi',
    description: 'Weekend specials, welcome bonuses and loyalty rewards on mobile top-ups.',
    keywords: 'top-up promotions, promo code, airtime discount',
  },
  '/invite-friends': {
    title: 'Invite friends, earn $2.00 – Kredi',
    description: 'Share your code and earn $2.00 when a friend sends their first top-up.',
    keywords: 'referral, invite friends, earn credit',
  },
  '/loyalty': {
    title: 'Loyalty rewards – Kredi',
    description: 'Earn points on every top-up and climb from Bronze to Diamond.',
    keywords: 'loyalty points, rewards, Bronze, Silver, Gold, Platinum, Diamond',
  },
  '/service-fees': {
    title: 'Service fees – Kredi',
    description: 'Every fee, stated before you pay: top-up fee, wallet fee and PayPal fee.',
    keywords: 'top-up fees, PayPal fee, pricing',
  },
  '/support': {
    title: 'Help and support – Kredi',
    description: 'Answers to common questions and help 24/7 by chat or email, in five languages.',
    keywords: 'Kredi support, help, FAQ, contact',
  },
  '/privacy-policy': {
    title: 'Privacy policy – Kredi',
    description: 'What Kredi collects, why, and the choices you have.',
    keywords: 'privacy policy, personal data',
  },
  '/terms-of-service': {
    title: 'Terms of service – Kredi',
    description: 'The terms for using Kredi to send mobile top-ups.',
    keywords: 'terms of service, conditions',
  },
  generic: {
    title: 'Kredi',
    description: 'Send mobile top-ups to family and friends in 159+ countries.',
    keywords: 'mobile top-up, airtime, Kredi',
  },
};
