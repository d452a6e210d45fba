import type { LegalDocument } from '../types';

export const en: LegalDocument = {
  title: 'Terms of Service',
  updated: (date) => `Last updated: ${date}`,
  intro:
    'These terms are the agreement between you and Kredi when you use our app. We have tried to write them plainly. Please read them before you create an account: by using Kredi, you accept these terms and our Privacy Policy.',
  sections: [
    {
      id: 'service',
      heading: 'The service',
      paragraphs: [
        'Kredi lets you send mobile airtime to phones abroad, starting with Haiti. You pay from your prepaid Kredi wallet in US dollars or with PayPal.',
        'We are not a mobile operator. We pass your top-up to an aggregator (Reloadly), which delivers it to the recipient’s operator, such as Digicel or Natcom.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who can use Kredi',
      paragraphs: [
        'You must be at least 18 years old and legally able to enter into a contract. You must give true information and keep it up to date.',
        'One account per person. You may use Kredi only for yourself, not on behalf of someone else, and only where the law allows it.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account and its security',
      paragraphs: [
        'You sign in with your email address and password, or with an account from another provider. We verify your email address and phone number with codes sent by email and SMS.',
        'Keep your password secret and do not share your account. We strongly recommend turning on two-factor authentication. You are responsible for what happens in your account, so tell us right away at support@kredi.app if you think someone else has used it.',
        'To protect you, we may ask you to confirm your identity or hold a transaction that looks unusual.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Your wallet',
      paragraphs: [
        'Your Kredi wallet holds a prepaid balance in US dollars that you can spend on top-ups. You add money to it with PayPal.',
        'The wallet is not a bank account or a savings account: it earns no interest and is not covered by any deposit insurance. The balance cannot be transferred to another Kredi user.',
        'Refunds for failed top-ups, the welcome bonus and referral rewards are credited to your wallet. Bonus credit can only be spent on top-ups and has no cash value.',
      ],
    },
    {
      id: 'top-ups',
      heading: 'Top-ups',
      paragraphs: [
        'Before you confirm, we show you what the recipient will receive, the price and any fee. Most top-ups arrive instantly; rarely, they can take up to 15 minutes.',
        'If a top-up fails, we refund the full amount to your Kredi wallet automatically, within 24 hours. You never pay twice for the same top-up.',
        'You are responsible for the numbers you enter. Please check them carefully: airtime sent to a wrong number that happens to be valid usually cannot be taken back.',
        'Once delivered, the airtime follows the operator’s own rules, such as validity periods, plan limits and local taxes. We cannot change those rules.',
      ],
    },
    {
      id: 'fees',
      heading: 'Prices and fees',
      paragraphs: [
        'Any fee and exchange rate are shown before you pay, and the total you confirm is what you pay. The full list of our fees is on the service fees page (/service-fees).',
        'PayPal or your bank may charge their own fees, for example for currency conversion. Those are outside our control.',
      ],
    },
    {
      id: 'promotions',
      heading: 'Promotions and referrals',
      paragraphs: [
        'Every new user receives a $2.00 welcome bonus in their wallet. When a friend you invited signs up and completes their first top-up, you receive $2.00.',
        'Bonuses are for real people and real use. Fake accounts, referring yourself, using several accounts or any other abuse may lead us to cancel the bonuses and suspend the accounts involved.',
        'We may change or end a promotion in the future, but we will honour the bonuses you have already earned fairly.',
      ],
    },
    {
      id: 'prohibited-use',
      heading: 'What you may not do',
      paragraphs: [
        'You may not use Kredi to commit fraud, with a payment method you are not authorised to use, to launder money or finance illegal activity, or in breach of sanctions.',
        'You may not try to break into or disrupt our systems, use bots or scripts to access the service, resell top-ups commercially without our written agreement, or harass our team or anyone else.',
        'If we have good reason to believe you are breaking these rules, we may block transactions, suspend your account and, where the law requires it, report the matter to the authorities.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility',
      paragraphs: [
        'We run Kredi with care and do our best to keep it available, but we cannot promise that it will never be interrupted.',
        'We are not responsible for problems caused by operators’ networks, by a wrong number you entered, or by events beyond our reasonable control. When a top-up fails, our commitment is to refund it to your wallet.',
        'As far as the law allows, our liability for a transaction is limited to the amount you paid for it. Nothing in these terms takes away the rights that consumer law gives you.',
      ],
    },
    {
      id: 'termination',
      heading: 'Closing your account',
      paragraphs: [
        'You can delete your account at any time from Settings. If there is still money in your wallet, contact support before you delete your account so that we can help you with it.',
        'Deleting your account removes your personal data. We keep the financial records the law requires for 7 years, in anonymised form.',
        'We may suspend or close your account if you break these terms, if the law requires it, or to prevent fraud. Unless the law or security reasons prevent it, we will tell you why and help you with any balance left in your wallet.',
      ],
    },
    {
      id: 'law-and-changes',
      heading: 'Governing law and changes',
      paragraphs: [
        'These terms are governed by the law of the place where Kredi is established. This does not take away the protection that the consumer law of your country of residence gives you. If you have a complaint, please contact us first: most problems are solved quickly that way.',
        'We may update these terms. The date at the top shows the latest version. We will tell you about important changes by email or in the app before they take effect. If you do not agree, you can delete your account; if you keep using Kredi, the new terms apply.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'Questions about these terms or about a top-up? Write to support@kredi.app or use the chat in the app. We are available 24/7 and reply within about 24 hours.',
      ],
    },
  ],
};
