import type { LegalDocument } from '../types';

export const en: LegalDocument = {
  title: 'Privacy Policy',
  updated: (date) => `Last updated: ${date}`,
  intro:
    'This policy explains, in plain language, what information Kredi collects when you use our app, why we need it, who we share it with and what choices you have. We collect only what we need to send airtime safely, and we never sell your data.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        'Kredi is a web app for sending mobile airtime to phones abroad, starting with the Haitian diaspora. You pay from a prepaid wallet in US dollars or with PayPal, and we deliver the top-up to the operator of the phone you choose.',
        'In this policy, “Kredi”, “we” and “us” mean the company that runs the Kredi service and is responsible for your personal data. “You” means anyone who creates an account or uses the app.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'What we collect',
      paragraphs: [
        'Account details: your first and last name, email address, phone number, chosen language and password. We never store the password itself, only a protected fingerprint of it (a hash). If you sign in with an account from another provider, that provider sends us your name, email address and an identifier, never your password there.',
        'Recipients and top-ups: the phone numbers you top up, their country and operator, any name you choose to save for them, and the details of each top-up (amount, date, status, refunds).',
        'Payments: when you pay with PayPal, we receive the payment reference, amount and status from PayPal. We never see or store card numbers or bank account details; PayPal handles those.',
        'Device and sign-in data: your IP address, the type of browser and device you use, and the time of sign-ins and failed attempts. We use this only to keep your account secure and to prevent fraud.',
        'Messages: what you write to our support team by chat or email.',
        'Cookies: we use a single cookie, the session cookie that keeps you signed in. It is HttpOnly, which means scripts in the page cannot read it. Your language choice is saved in your browser’s local storage (localStorage). We use no advertising trackers.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'Why we use it',
      paragraphs: [
        'To create and run your account, to verify your email address and phone number with the codes we send you, and to let you sign in.',
        'To deliver your top-ups, manage your wallet balance, refund failed top-ups automatically, send you receipts and apply welcome and referral bonuses.',
        'To keep Kredi safe: spot unusual sign-ins, stop fraud and abuse, and protect your money.',
        'To answer you when you contact support, to keep the accounting records the law requires, and to understand, in aggregate, how the service is used so that we can improve it. We do not use your data for advertising.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Our legal bases',
      paragraphs: [
        'Where data-protection law requires a legal basis for using your data, we rely on the following.',
        'Contract: most of what we do is needed to provide the service you signed up for: your account, your wallet and your top-ups.',
        'Legal obligation: we keep financial records, and may check some transactions, because accounting, tax and anti-money-laundering laws require it.',
        'Legitimate interests: we use device and sign-in data to secure accounts and prevent fraud, and aggregate statistics to improve Kredi, in ways you would reasonably expect.',
        'Consent: where we ask for your permission, for example for the notifications you choose in Settings, you can withdraw it at any time. This does not affect what was done before.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'Each partner receives only what it needs to do its part.',
        'Our top-up aggregator (Reloadly) and mobile operators such as Digicel and Natcom receive the recipient’s phone number and the amount, so that the airtime can be delivered.',
        'PayPal processes your payments under its own privacy policy.',
        'Our SMS and email providers receive your phone number or email address and the message we send you, such as a verification code or a receipt.',
        'Our hosting providers store data on our behalf, under contract, and may not use it for their own purposes. We also disclose data when the law requires it, for example to answer a valid request from a court or an authority.',
        'We never sell your personal data, and we never share it with advertisers.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account data for as long as your account is open.',
        'When you delete your account, we delete your personal data or make it anonymous. The law requires us to keep financial records (wallet movements, payments, top-ups and refunds) for 7 years; we keep them anonymised, no longer linked to your name, email address or phone number.',
        'Security logs and support messages are kept only as long as their purpose requires, then deleted.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'Passwords are hashed with argon2id, a modern algorithm designed to resist cracking: nobody at Kredi can read your password.',
        'Your connection to Kredi is encrypted (HTTPS) and your session cookie is HttpOnly. We limit repeated sign-in attempts, and you can turn on two-factor authentication to add a code when you sign in.',
        'Inside Kredi, only the people who need personal data for their work can access it. No system is perfectly secure, so if you notice anything unusual on your account, contact us right away.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'You can see most of your data in the app at any time, and you can ask us for a copy of all of it.',
        'Export: download your data as a JSON file from Settings.',
        'Correction: update your details in Settings, or ask us to fix anything that is wrong.',
        'Deletion: delete your account from Settings. Your personal data is removed; only the anonymised financial records the law requires are kept.',
        'You can also object to some uses of your data or ask us to restrict them, and you can complain to the data-protection authority where you live. We answer requests within the time the law allows, and usually much sooner.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'Kredi is for adults aged 18 or over. We do not knowingly collect data from anyone under 18. If we learn that a minor has created an account, we close it and delete their data, except the records the law requires us to keep.',
        'The people you send airtime to can be any age: about them, we only receive a phone number and, if you choose, a name.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'For any question or request about your personal data, write to privacy@kredi.app.',
        'For anything else, our support team is available 24/7 by chat or email and replies within about 24 hours.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when the service or the law changes. The date at the top shows the latest version. If a change is important, we will tell you by email or in the app before it takes effect.',
      ],
    },
  ],
};
