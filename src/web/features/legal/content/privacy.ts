import type { LegalDocuments } from './types';

/**
 * The Privacy Policy, written by hand in each language (not machine-translated).
 * Every language has the same sections, with the same ids, in the same order (legal-content.test.ts checks it).
 */
export const privacyPolicy: LegalDocuments = {
  en: {
    title: 'Privacy Policy',
    updated: 'Last updated: 21 November 2026',
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
  },

  fr: {
    title: 'Politique de confidentialité',
    updated: 'Dernière mise à jour : 21 novembre 2026',
    intro:
      'Cette politique explique simplement quelles informations Kredi recueille lorsque vous utilisez notre application, pourquoi nous en avons besoin, avec qui nous les partageons et quels choix s’offrent à vous. Nous ne collectons que ce qui est nécessaire pour envoyer du crédit en toute sécurité, et nous ne vendons jamais vos données.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Qui sommes-nous ?',
        paragraphs: [
          'Kredi est une application web qui permet d’envoyer du crédit téléphonique à l’étranger, d’abord pour la diaspora haïtienne. Vous payez avec un portefeuille prépayé en dollars américains ou avec PayPal, et nous transmettons la recharge à l’opérateur du téléphone que vous choisissez.',
          'Dans cette politique, « Kredi » et « nous » désignent la société qui exploite le service Kredi et qui est responsable de vos données personnelles. « Vous » désigne toute personne qui crée un compte ou utilise l’application.',
        ],
      },
      {
        id: 'data-we-collect',
        heading: 'Ce que nous collectons',
        paragraphs: [
          'Données de compte : vos nom et prénom, votre adresse e-mail, votre numéro de téléphone, la langue choisie et votre mot de passe. Nous ne conservons jamais le mot de passe lui-même, seulement une empreinte protégée (un hachage). Si vous vous connectez avec le compte d’un autre fournisseur, celui-ci nous transmet votre nom, votre adresse e-mail et un identifiant, jamais le mot de passe que vous utilisez chez lui.',
          'Bénéficiaires et recharges : les numéros de téléphone que vous rechargez, leur pays et leur opérateur, le nom que vous leur donnez si vous le souhaitez, et le détail de chaque recharge (montant, date, statut, remboursements).',
          'Paiements : lorsque vous payez avec PayPal, PayPal nous communique la référence, le montant et le statut du paiement. Nous ne voyons et ne conservons jamais de numéro de carte ni de coordonnées bancaires : c’est PayPal qui s’en charge.',
          'Appareil et connexions : votre adresse IP, le type de navigateur et d’appareil que vous utilisez, l’heure des connexions et des tentatives échouées. Nous nous en servons uniquement pour sécuriser votre compte et prévenir la fraude.',
          'Messages : ce que vous écrivez à notre équipe d’assistance par chat ou par e-mail.',
          'Cookies : nous utilisons un seul cookie, le cookie de session qui vous garde connecté. Il est HttpOnly, ce qui signifie que les scripts de la page ne peuvent pas le lire. Votre choix de langue est enregistré dans le stockage local (localStorage) de votre navigateur. Aucun traceur publicitaire.',
        ],
      },
      {
        id: 'how-we-use',
        heading: 'Pourquoi nous les utilisons',
        paragraphs: [
          'Pour créer et gérer votre compte, vérifier votre adresse e-mail et votre numéro de téléphone grâce aux codes que nous vous envoyons, et vous permettre de vous connecter.',
          'Pour livrer vos recharges, gérer le solde de votre portefeuille, rembourser automatiquement les recharges échouées, vous envoyer des reçus et appliquer les bonus de bienvenue et de parrainage.',
          'Pour protéger Kredi : repérer les connexions inhabituelles, bloquer la fraude et les abus, et protéger votre argent.',
          'Pour vous répondre quand vous contactez l’assistance, tenir la comptabilité exigée par la loi et comprendre, de façon globale, comment le service est utilisé afin de l’améliorer. Nous n’utilisons pas vos données à des fins publicitaires.',
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Nos bases légales',
        paragraphs: [
          'Lorsque la réglementation sur la protection des données exige une base légale, nous nous appuyons sur les suivantes.',
          'Le contrat : l’essentiel de ce que nous faisons est nécessaire pour vous fournir le service auquel vous vous êtes inscrit : votre compte, votre portefeuille et vos recharges.',
          'L’obligation légale : nous conservons les documents financiers, et pouvons contrôler certaines opérations, parce que les lois comptables, fiscales et de lutte contre le blanchiment l’exigent.',
          'L’intérêt légitime : nous utilisons les données d’appareil et de connexion pour sécuriser les comptes et prévenir la fraude, et des statistiques globales pour améliorer Kredi, d’une manière à laquelle vous pouvez raisonnablement vous attendre.',
          'Le consentement : lorsque nous vous demandons votre accord, par exemple pour les notifications que vous choisissez dans les Paramètres, vous pouvez le retirer à tout moment. Cela ne remet pas en cause ce qui a été fait auparavant.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Avec qui nous les partageons',
        paragraphs: [
          'Chaque partenaire ne reçoit que ce dont il a besoin pour faire sa part.',
          'Notre agrégateur de recharges (Reloadly) et les opérateurs mobiles comme Digicel et Natcom reçoivent le numéro du bénéficiaire et le montant, pour que le crédit puisse être livré.',
          'PayPal traite vos paiements selon sa propre politique de confidentialité.',
          'Nos prestataires de SMS et d’e-mail reçoivent votre numéro ou votre adresse e-mail et le message que nous vous envoyons, par exemple un code de vérification ou un reçu.',
          'Nos hébergeurs stockent les données pour notre compte, dans le cadre d’un contrat, et n’ont pas le droit de les utiliser pour eux-mêmes. Nous communiquons aussi des données lorsque la loi l’exige, par exemple pour répondre à la demande valable d’un tribunal ou d’une autorité.',
          'Nous ne vendons jamais vos données personnelles et ne les partageons jamais avec des annonceurs.',
        ],
      },
      {
        id: 'retention',
        heading: 'Combien de temps nous les gardons',
        paragraphs: [
          'Nous conservons les données de votre compte tant que celui-ci est ouvert.',
          'Lorsque vous supprimez votre compte, nous effaçons vos données personnelles ou les rendons anonymes. La loi nous oblige à conserver les documents financiers (mouvements du portefeuille, paiements, recharges et remboursements) pendant 7 ans ; nous les gardons sous forme anonymisée, sans lien avec votre nom, votre adresse e-mail ou votre numéro de téléphone.',
          'Les journaux de sécurité et les messages d’assistance ne sont conservés que le temps nécessaire à leur objet, puis supprimés.',
        ],
      },
      {
        id: 'security',
        heading: 'Comment nous les protégeons',
        paragraphs: [
          'Les mots de passe sont hachés avec argon2id, un algorithme moderne conçu pour résister aux tentatives de cassage : personne chez Kredi ne peut lire votre mot de passe.',
          'Votre connexion à Kredi est chiffrée (HTTPS) et votre cookie de session est HttpOnly. Nous limitons les tentatives de connexion répétées, et vous pouvez activer la validation en deux étapes pour ajouter un code au moment de vous connecter.',
          'Au sein de Kredi, seules les personnes qui en ont besoin pour leur travail ont accès aux données personnelles. Aucun système n’est parfaitement sûr : si vous remarquez quoi que ce soit d’inhabituel sur votre compte, contactez-nous sans attendre.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Vos droits',
        paragraphs: [
          'Vous pouvez consulter la plupart de vos données dans l’application à tout moment, et nous en demander une copie complète.',
          'Export : téléchargez vos données au format JSON depuis les Paramètres.',
          'Rectification : modifiez vos informations dans les Paramètres, ou demandez-nous de corriger ce qui est inexact.',
          'Suppression : supprimez votre compte depuis les Paramètres. Vos données personnelles sont effacées ; seuls restent les documents financiers anonymisés que la loi impose.',
          'Vous pouvez aussi vous opposer à certains usages de vos données ou en demander la limitation, et adresser une réclamation à l’autorité de protection des données de votre pays. Nous répondons aux demandes dans les délais prévus par la loi, et généralement bien plus tôt.',
        ],
      },
      {
        id: 'children',
        heading: 'Mineurs',
        paragraphs: [
          'Kredi est réservé aux adultes de 18 ans ou plus. Nous ne collectons pas sciemment de données concernant des mineurs. Si nous apprenons qu’un mineur a créé un compte, nous le fermons et effaçons ses données, sauf les documents que la loi nous oblige à conserver.',
          'Les personnes à qui vous envoyez du crédit peuvent avoir n’importe quel âge : à leur sujet, nous ne recevons qu’un numéro de téléphone et, si vous le souhaitez, un nom.',
        ],
      },
      {
        id: 'contact',
        heading: 'Nous contacter',
        paragraphs: [
          'Pour toute question ou demande concernant vos données personnelles, écrivez à privacy@kredi.app.',
          'Pour tout le reste, notre équipe d’assistance est disponible 24 h/24 et 7 j/7 par chat ou par e-mail, et répond en 24 heures environ.',
        ],
      },
      {
        id: 'changes',
        heading: 'Modifications de cette politique',
        paragraphs: [
          'Nous pouvons mettre à jour cette politique lorsque le service ou la loi évolue. La date en haut de la page indique la dernière version. En cas de changement important, nous vous prévenons par e-mail ou dans l’application avant son entrée en vigueur.',
        ],
      },
    ],
  },

  es: {
    title: 'Política de privacidad',
    updated: 'Última actualización: 21 de noviembre de 2026',
    intro:
      'Esta política explica, con palabras sencillas, qué información recoge Kredi cuando usas nuestra aplicación, para qué la necesitamos, con quién la compartimos y qué opciones tienes. Solo recogemos lo necesario para enviar saldo de forma segura, y nunca vendemos tus datos.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Quiénes somos',
        paragraphs: [
          'Kredi es una aplicación web para enviar saldo de móvil al extranjero, empezando por la diáspora haitiana. Pagas con un monedero prepago en dólares estadounidenses o con PayPal, y nosotros entregamos la recarga al operador del teléfono que elijas.',
          'En esta política, «Kredi» y «nosotros» se refieren a la empresa que gestiona el servicio Kredi y es responsable de tus datos personales. «Tú» es cualquier persona que crea una cuenta o usa la aplicación.',
        ],
      },
      {
        id: 'data-we-collect',
        heading: 'Qué datos recogemos',
        paragraphs: [
          'Datos de la cuenta: tu nombre y apellidos, tu correo electrónico, tu número de teléfono, el idioma que eliges y tu contraseña. Nunca guardamos la contraseña en sí, solo una huella protegida de ella (un hash). Si inicias sesión con una cuenta de otro proveedor, este nos envía tu nombre, tu correo y un identificador, nunca la contraseña que usas en ese servicio.',
          'Destinatarios y recargas: los números de teléfono que recargas, su país y operador, el nombre que quieras ponerles y los detalles de cada recarga (importe, fecha, estado, reembolsos).',
          'Pagos: cuando pagas con PayPal, PayPal nos envía la referencia, el importe y el estado del pago. Nunca vemos ni guardamos números de tarjeta ni datos bancarios: de eso se encarga PayPal.',
          'Dispositivo e inicios de sesión: tu dirección IP, el tipo de navegador y de dispositivo que usas, y la hora de los inicios de sesión y de los intentos fallidos. Solo los usamos para proteger tu cuenta y prevenir el fraude.',
          'Mensajes: lo que escribes a nuestro equipo de soporte por chat o por correo.',
          'Cookies: usamos una sola cookie, la cookie de sesión que mantiene tu sesión abierta. Es HttpOnly, lo que significa que los scripts de la página no pueden leerla. El idioma que eliges se guarda en el almacenamiento local (localStorage) de tu navegador. No usamos rastreadores publicitarios.',
        ],
      },
      {
        id: 'how-we-use',
        heading: 'Para qué los usamos',
        paragraphs: [
          'Para crear y gestionar tu cuenta, verificar tu correo y tu número de teléfono con los códigos que te enviamos, y permitirte iniciar sesión.',
          'Para entregar tus recargas, gestionar el saldo de tu monedero, reembolsar automáticamente las recargas fallidas, enviarte recibos y aplicar los bonos de bienvenida y por invitar a amigos.',
          'Para mantener Kredi seguro: detectar inicios de sesión inusuales, frenar el fraude y los abusos, y proteger tu dinero.',
          'Para responderte cuando contactas con soporte, llevar la contabilidad que exige la ley y entender, de forma agregada, cómo se usa el servicio para mejorarlo. No usamos tus datos para publicidad.',
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Bases legales',
        paragraphs: [
          'Cuando la normativa de protección de datos exige una base legal, nos apoyamos en las siguientes.',
          'Contrato: casi todo lo que hacemos es necesario para prestarte el servicio en el que te registraste: tu cuenta, tu monedero y tus recargas.',
          'Obligación legal: conservamos los registros financieros, y podemos revisar algunas operaciones, porque así lo exigen las leyes contables, fiscales y de prevención del blanqueo de capitales.',
          'Interés legítimo: usamos los datos del dispositivo y de inicio de sesión para proteger las cuentas y prevenir el fraude, y estadísticas agregadas para mejorar Kredi, de formas que razonablemente puedes esperar.',
          'Consentimiento: cuando te pedimos permiso, por ejemplo para las notificaciones que eliges en Ajustes, puedes retirarlo en cualquier momento. Esto no afecta a lo que se hizo antes.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Con quién los compartimos',
        paragraphs: [
          'Cada socio recibe solo lo que necesita para hacer su parte.',
          'Nuestro agregador de recargas (Reloadly) y los operadores móviles, como Digicel y Natcom, reciben el número del destinatario y el importe, para poder entregar el saldo.',
          'PayPal procesa tus pagos según su propia política de privacidad.',
          'Nuestros proveedores de SMS y de correo reciben tu número o tu dirección de correo y el mensaje que te enviamos, como un código de verificación o un recibo.',
          'Nuestros proveedores de alojamiento guardan los datos por encargo nuestro, bajo contrato, y no pueden usarlos para sus propios fines. También comunicamos datos cuando la ley lo exige, por ejemplo para atender una solicitud válida de un juez o de una autoridad.',
          'Nunca vendemos tus datos personales ni los compartimos con anunciantes.',
        ],
      },
      {
        id: 'retention',
        heading: 'Cuánto tiempo los conservamos',
        paragraphs: [
          'Conservamos los datos de tu cuenta mientras siga abierta.',
          'Cuando eliminas tu cuenta, borramos tus datos personales o los anonimizamos. La ley nos obliga a conservar los registros financieros (movimientos del monedero, pagos, recargas y reembolsos) durante 7 años; los guardamos anonimizados, sin relación con tu nombre, tu correo ni tu número de teléfono.',
          'Los registros de seguridad y los mensajes de soporte se conservan solo el tiempo que exige su finalidad y después se eliminan.',
        ],
      },
      {
        id: 'security',
        heading: 'Cómo los protegemos',
        paragraphs: [
          'Las contraseñas se protegen con argon2id, un algoritmo moderno diseñado para resistir los intentos de descifrado: nadie en Kredi puede leer tu contraseña.',
          'Tu conexión con Kredi va cifrada (HTTPS) y tu cookie de sesión es HttpOnly. Limitamos los intentos repetidos de inicio de sesión, y puedes activar la verificación en dos pasos para añadir un código al iniciar sesión.',
          'Dentro de Kredi, solo acceden a los datos personales las personas que los necesitan para su trabajo. Ningún sistema es totalmente seguro: si notas algo raro en tu cuenta, escríbenos enseguida.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Tus derechos',
        paragraphs: [
          'Puedes consultar la mayoría de tus datos en la aplicación en cualquier momento y pedirnos una copia de todos ellos.',
          'Exportación: descarga tus datos en un archivo JSON desde Ajustes.',
          'Rectificación: cambia tus datos en Ajustes o pídenos que corrijamos lo que no sea correcto.',
          'Supresión: elimina tu cuenta desde Ajustes. Tus datos personales se borran; solo se conservan los registros financieros anonimizados que exige la ley.',
          'También puedes oponerte a algunos usos de tus datos o pedir que los limitemos, y presentar una reclamación ante la autoridad de protección de datos de tu país. Respondemos a las solicitudes dentro de los plazos legales, y normalmente mucho antes.',
        ],
      },
      {
        id: 'children',
        heading: 'Menores de edad',
        paragraphs: [
          'Kredi es solo para personas de 18 años o más. No recogemos a sabiendas datos de menores. Si descubrimos que un menor ha creado una cuenta, la cerramos y borramos sus datos, salvo los registros que la ley nos obliga a conservar.',
          'Las personas a las que envías saldo pueden tener cualquier edad: de ellas solo recibimos un número de teléfono y, si tú quieres, un nombre.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contacto',
        paragraphs: [
          'Para cualquier pregunta o solicitud sobre tus datos personales, escribe a privacy@kredi.app.',
          'Para todo lo demás, nuestro equipo de soporte atiende 24/7 por chat o por correo y responde en unas 24 horas.',
        ],
      },
      {
        id: 'changes',
        heading: 'Cambios en esta política',
        paragraphs: [
          'Podemos actualizar esta política cuando cambien el servicio o la ley. La fecha de arriba indica la versión más reciente. Si el cambio es importante, te avisaremos por correo o en la aplicación antes de que entre en vigor.',
        ],
      },
    ],
  },

  pt: {
    title: 'Política de Privacidade',
    updated: 'Última atualização: 21 de novembro de 2026',
    intro:
      'Esta política explica, em linguagem simples, quais informações a Kredi coleta quando você usa nosso aplicativo, por que precisamos delas, com quem as compartilhamos e quais escolhas você tem. Coletamos apenas o necessário para enviar recargas com segurança e nunca vendemos seus dados.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Quem somos',
        paragraphs: [
          'A Kredi é um aplicativo web para enviar recarga de celular para o exterior, começando pela diáspora haitiana. Você paga com uma carteira pré-paga em dólares americanos ou com PayPal, e nós entregamos a recarga à operadora do celular que você escolher.',
          'Nesta política, “Kredi” e “nós” se referem à empresa que opera o serviço Kredi e é responsável pelos seus dados pessoais. “Você” é qualquer pessoa que cria uma conta ou usa o aplicativo.',
        ],
      },
      {
        id: 'data-we-collect',
        heading: 'O que coletamos',
        paragraphs: [
          'Dados da conta: seu nome e sobrenome, e-mail, número de telefone, idioma escolhido e senha. Nunca guardamos a senha em si, apenas uma impressão digital protegida dela (um hash). Se você entrar com uma conta de outro provedor, ele nos envia seu nome, seu e-mail e um identificador, nunca a senha que você usa nesse serviço.',
          'Destinatários e recargas: os números de telefone que você recarrega, o país e a operadora deles, o nome que você quiser dar a eles e os detalhes de cada recarga (valor, data, status, reembolsos).',
          'Pagamentos: quando você paga com PayPal, o PayPal nos envia a referência, o valor e o status do pagamento. Nunca vemos nem guardamos números de cartão ou dados bancários: quem cuida disso é o PayPal.',
          'Dispositivo e acessos: seu endereço IP, o tipo de navegador e de dispositivo que você usa e o horário dos acessos e das tentativas que falharam. Usamos esses dados apenas para proteger sua conta e evitar fraudes.',
          'Mensagens: o que você escreve para nossa equipe de suporte por chat ou e-mail.',
          'Cookies: usamos um único cookie, o cookie de sessão que mantém você conectado. Ele é HttpOnly, ou seja, os scripts da página não conseguem lê-lo. O idioma escolhido fica salvo no armazenamento local (localStorage) do seu navegador. Não usamos rastreadores de publicidade.',
        ],
      },
      {
        id: 'how-we-use',
        heading: 'Para que usamos',
        paragraphs: [
          'Para criar e manter sua conta, verificar seu e-mail e seu número de telefone com os códigos que enviamos e permitir que você entre.',
          'Para entregar suas recargas, administrar o saldo da sua carteira, reembolsar automaticamente as recargas que falharem, enviar recibos e aplicar os bônus de boas-vindas e de indicação.',
          'Para manter a Kredi segura: identificar acessos incomuns, impedir fraudes e abusos e proteger seu dinheiro.',
          'Para responder quando você fala com o suporte, manter os registros contábeis exigidos por lei e entender, de forma agregada, como o serviço é usado para melhorá-lo. Não usamos seus dados para publicidade.',
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Bases legais',
        paragraphs: [
          'Quando a lei de proteção de dados exige uma base legal, nós nos apoiamos nas seguintes.',
          'Contrato: quase tudo o que fazemos é necessário para prestar o serviço em que você se cadastrou: sua conta, sua carteira e suas recargas.',
          'Obrigação legal: guardamos os registros financeiros, e podemos verificar algumas transações, porque as leis contábeis, fiscais e de combate à lavagem de dinheiro exigem.',
          'Legítimo interesse: usamos dados de dispositivo e de acesso para proteger as contas e evitar fraudes, e estatísticas agregadas para melhorar a Kredi, de maneiras que você pode razoavelmente esperar.',
          'Consentimento: quando pedimos sua autorização, por exemplo para as notificações que você escolhe em Configurações, você pode retirá-la a qualquer momento. Isso não afeta o que foi feito antes.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Com quem compartilhamos',
        paragraphs: [
          'Cada parceiro recebe apenas o que precisa para fazer a sua parte.',
          'Nosso agregador de recargas (Reloadly) e as operadoras, como Digicel e Natcom, recebem o número do destinatário e o valor, para que a recarga possa ser entregue.',
          'O PayPal processa seus pagamentos de acordo com a política de privacidade dele.',
          'Nossos provedores de SMS e de e-mail recebem seu número ou seu e-mail e a mensagem que enviamos a você, como um código de verificação ou um recibo.',
          'Nossos provedores de hospedagem guardam os dados em nosso nome, sob contrato, e não podem usá-los para fins próprios. Também fornecemos dados quando a lei exige, por exemplo para atender a um pedido válido de um juiz ou de uma autoridade.',
          'Nunca vendemos seus dados pessoais nem os compartilhamos com anunciantes.',
        ],
      },
      {
        id: 'retention',
        heading: 'Por quanto tempo guardamos',
        paragraphs: [
          'Guardamos os dados da sua conta enquanto ela estiver aberta.',
          'Quando você exclui sua conta, apagamos seus dados pessoais ou os tornamos anônimos. A lei nos obriga a guardar os registros financeiros (movimentações da carteira, pagamentos, recargas e reembolsos) por 7 anos; nós os mantemos anonimizados, sem ligação com seu nome, e-mail ou número de telefone.',
          'Os registros de segurança e as mensagens de suporte ficam guardados apenas pelo tempo que a finalidade deles exige e depois são apagados.',
        ],
      },
      {
        id: 'security',
        heading: 'Como protegemos',
        paragraphs: [
          'As senhas são protegidas com argon2id, um algoritmo moderno feito para resistir a tentativas de quebra: ninguém na Kredi consegue ler sua senha.',
          'Sua conexão com a Kredi é criptografada (HTTPS) e seu cookie de sessão é HttpOnly. Limitamos tentativas repetidas de acesso, e você pode ativar a verificação em duas etapas para adicionar um código ao entrar.',
          'Dentro da Kredi, só têm acesso aos dados pessoais as pessoas que precisam deles para trabalhar. Nenhum sistema é totalmente seguro: se notar algo estranho na sua conta, fale com a gente imediatamente.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Seus direitos',
        paragraphs: [
          'Você pode ver a maior parte dos seus dados no aplicativo a qualquer momento e pedir uma cópia de todos eles.',
          'Exportação: baixe seus dados em um arquivo JSON em Configurações.',
          'Correção: altere suas informações em Configurações ou peça que a gente corrija o que estiver errado.',
          'Exclusão: exclua sua conta em Configurações. Seus dados pessoais são apagados; ficam apenas os registros financeiros anonimizados que a lei exige.',
          'Você também pode se opor a alguns usos dos seus dados ou pedir que sejam limitados, e apresentar uma reclamação à autoridade de proteção de dados do seu país. Respondemos aos pedidos dentro dos prazos legais, e geralmente bem antes.',
        ],
      },
      {
        id: 'children',
        heading: 'Menores de idade',
        paragraphs: [
          'A Kredi é só para pessoas com 18 anos ou mais. Não coletamos intencionalmente dados de menores de idade. Se soubermos que um menor criou uma conta, vamos encerrá-la e apagar os dados dele, exceto os registros que a lei nos obriga a guardar.',
          'As pessoas para quem você envia recarga podem ter qualquer idade: sobre elas, recebemos apenas um número de telefone e, se você quiser, um nome.',
        ],
      },
      {
        id: 'contact',
        heading: 'Fale conosco',
        paragraphs: [
          'Para qualquer dúvida ou pedido sobre seus dados pessoais, escreva para privacy@kredi.app.',
          'Para todo o resto, nossa equipe de suporte atende 24/7 por chat ou e-mail e responde em cerca de 24 horas.',
        ],
      },
      {
        id: 'changes',
        heading: 'Alterações nesta política',
        paragraphs: [
          'Podemos atualizar esta política quando o serviço ou a lei mudarem. A data no topo indica a versão mais recente. Se a mudança for importante, avisaremos por e-mail ou no aplicativo antes que ela entre em vigor.',
        ],
      },
    ],
  },

  ht: {
    title: 'Politik sou vi prive',
    updated: 'Dènye mizajou: 21 novanm 2026',
    intro:
      'Dokiman sa a esplike w, an kreyòl senp, ki enfòmasyon Kredi ranmase lè w sèvi ak aplikasyon an, poukisa nou bezwen yo, ak kiyès nou pataje yo, ak ki chwa ou genyen. Nou pran sèlman sa nou bezwen pou nou voye kredi a an sekirite. Nou pa janm vann done ou yo.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Kiyès nou ye',
        paragraphs: [
          'Kredi se yon aplikasyon sou entènèt pou voye kredi telefòn bay moun ki nan lòt peyi, e nou kòmanse ak dyaspora ayisyen an. Ou peye ak yon bous ou chaje davans an dola ameriken, oswa ak PayPal, epi nou voye recharj la bay operatè telefòn moun ou chwazi a.',
          'Nan dokiman sa a, “Kredi” oswa “nou” vle di konpayi ki fè sèvis Kredi a mache e ki responsab done pèsonèl ou yo. “Ou” vle di nenpòt moun ki kreye yon kont oswa ki sèvi ak aplikasyon an.',
        ],
      },
      {
        id: 'data-we-collect',
        heading: 'Ki enfòmasyon nou ranmase',
        paragraphs: [
          'Enfòmasyon sou kont ou: non ak siyati w, adrès imèl ou, nimewo telefòn ou, lang ou chwazi a ak modpas ou. Nou pa janm kenbe modpas la li menm; nou kenbe sèlman yon anprent ki pwoteje (yon “hash”) pèsonn pa ka li. Si w konekte ak kont yon lòt sèvis, sèvis sa a voye non w, imèl ou ak yon idantifyan ba nou, men li pa janm ba nou modpas ou genyen lakay li.',
          'Moun ou voye kredi ba yo: nimewo telefòn yo, peyi yo, operatè yo, yon non si w vle anrejistre youn pou yo, ak detay chak recharj (konbyen kòb, ki dat, sa k te pase, lajan ki te remèt).',
          'Peman: lè w peye ak PayPal, PayPal voye referans peman an, montan an ak si peman an pase ba nou. Nou pa janm wè ni kenbe nimewo kat ou oswa enfòmasyon kont labank ou; se PayPal ki okipe sa.',
          'Aparèy ak koneksyon: adrès IP ou, ki kalite navigatè ak aparèy w ap itilize, ak ki lè w konekte oswa ki lè yon moun eseye konekte e li pa reyisi. Nou sèvi ak sa sèlman pou nou pwoteje kont ou epi pou nou bloke fwod.',
          'Mesaj: sa w ekri ekip sipò nou an, pa chat oswa pa imèl.',
          'Cookies: nou sèvi ak yon sèl cookie, cookie sesyon an, ki kenbe w konekte. Li HttpOnly, sa vle di kòd ki nan paj la pa ka li l. Lang ou chwazi a rete anrejistre nan navigatè w (localStorage). Nou pa sèvi ak okenn zouti ki swiv ou pou fè piblisite.',
        ],
      },
      {
        id: 'how-we-use',
        heading: 'Poukisa nou sèvi ak enfòmasyon sa yo',
        paragraphs: [
          'Pou nou kreye kont ou epi fè l mache, pou nou verifye imèl ou ak nimewo telefòn ou ak kòd nou voye ba ou, epi pou w ka konekte.',
          'Pou nou voye recharj ou yo, jere kòb ki nan bous ou, remèt ou lajan otomatikman lè yon recharj pa pase, voye resi ba ou, epi ba ou bonis byenveni ak bonis pou zanmi w envite.',
          'Pou nou kenbe Kredi an sekirite: remake koneksyon ki pa nòmal, bloke fwod ak abi, epi pwoteje lajan ou.',
          'Pou nou reponn ou lè w kontakte sipò, pou nou kenbe dosye kontablite lalwa mande yo, epi pou nou konprann, an jeneral, kijan moun yo sèvi ak sèvis la pou nou ka amelyore l. Nou pa sèvi ak done ou yo pou fè piblisite.',
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Sou ki baz legal nou chita',
        paragraphs: [
          'Lè lwa ki pwoteje done pèsonèl yo mande yon baz legal, men sou kisa nou chita.',
          'Kontra a: pifò sa nou fè, nou bezwen fè l pou nou ka ba ou sèvis ou enskri pou li a: kont ou, bous ou ak recharj ou yo.',
          'Obligasyon lalwa: nou kenbe dosye finansye yo, epi nou ka verifye kèk tranzaksyon, paske lwa sou kontablite, sou taks ak lwa kont blanchi lajan mande sa.',
          'Enterè lejitim: nou sèvi ak enfòmasyon sou aparèy ak koneksyon pou nou pwoteje kont yo ak bloke fwod, epi ak estatistik jeneral pou nou amelyore Kredi, yon fason ki pa ta dwe sezi w.',
          'Konsantman ou: lè nou mande w pèmisyon, pa egzanp pou notifikasyon ou chwazi nan Paramèt, ou ka chanje lide nenpòt ki lè. Sa pa chanje anyen pou sa ki te fèt anvan.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Ak kiyès nou pataje yo',
        paragraphs: [
          'Nou bay chak patnè sèlman sa l bezwen pou l fè pati travay pa l la.',
          'Sèvis ki pase recharj yo bay operatè yo (Reloadly), ak operatè telefòn tankou Digicel ak Natcom, resevwa nimewo moun k ap resevwa kredi a ak montan an, pou kredi a ka rive.',
          'PayPal trete peman ou yo dapre pwòp politik pa l sou vi prive.',
          'Sèvis SMS ak imèl nou yo resevwa nimewo telefòn ou oswa imèl ou, ak mesaj n ap voye ba ou a, tankou yon kòd verifikasyon oswa yon resi.',
          'Konpayi ki bay nou sèvè yo kenbe done yo pou nou, dapre yon kontra, e yo pa gen dwa sèvi ak yo pou pwòp afè pa yo. Nou ka bay enfòmasyon tou lè lalwa oblije nou, pa egzanp pou reponn yon demann valab ki soti nan yon tribinal oswa yon otorite.',
          'Nou pa janm vann done pèsonèl ou yo, ni bay okenn piblisitè yo.',
        ],
      },
      {
        id: 'retention',
        heading: 'Konbyen tan nou kenbe yo',
        paragraphs: [
          'Nou kenbe enfòmasyon sou kont ou pandan tout tan kont lan ouvè.',
          'Lè w efase kont ou, nou efase done pèsonèl ou yo, oswa nou fè yo vin anonim. Lalwa mande pou nou kenbe dosye finansye yo (kòb ki antre ak soti nan bous la, peman, recharj ak lajan ki remèt) pandan 7 an; nou kenbe yo san non w, san imèl ou e san nimewo telefòn ou, kidonk yo pa kole ak ou ankò.',
          'Jounal sekirite yo ak mesaj sipò yo, nou kenbe yo sèlman pandan tan nou bezwen yo a, apre sa nou efase yo.',
        ],
      },
      {
        id: 'security',
        heading: 'Kijan nou pwoteje yo',
        paragraphs: [
          'Nou pwoteje modpas yo ak argon2id, yon metòd modèn ki fèt pou reziste lè moun eseye kase l: pèsonn nan Kredi pa ka li modpas ou.',
          'Koneksyon ou ak Kredi chifre (HTTPS), e cookie sesyon ou an HttpOnly. Nou limite konbyen fwa yon moun ka eseye konekte youn dèyè lòt, epi ou ka aktive verifikasyon an de etap pou nou mande w yon kòd anplis chak fwa w konekte.',
          'Anndan Kredi, se sèlman moun ki bezwen done pèsonèl yo pou travay yo ki ka wè yo. Pa gen okenn sistèm ki san fay, kidonk si w remake yon bagay ki pa nòmal sou kont ou, kontakte nou touswit.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Dwa ou yo',
        paragraphs: [
          'Ou ka wè pifò enfòmasyon ou yo nan aplikasyon an nenpòt ki lè, epi ou ka mande nou yon kopi tout sa nou genyen sou ou.',
          'Ekspòte: nan Paramèt, ou ka telechaje done ou yo nan yon fichye JSON.',
          'Korije: chanje enfòmasyon ou yo nan Paramèt, oswa mande nou korije sa ki pa bon.',
          'Efase: efase kont ou nan Paramèt. Done pèsonèl ou yo ale; se sèlman dosye finansye anonim lalwa mande yo ki rete.',
          'Ou ka di nou tou ou pa dakò ak kèk fason nou sèvi ak done ou yo, oswa mande nou limite yo, epi ou ka pote plent bò kote otorite ki okipe pwoteksyon done nan peyi kote w rete a. Nou reponn demann yo nan delè lalwa bay la, e pi souvan, nou reponn pi vit toujou.',
        ],
      },
      {
        id: 'children',
        heading: 'Timoun',
        paragraphs: [
          'Kredi se pou granmoun ki gen 18 an oswa plis. Nou pa ranmase done sou moun ki poko gen 18 an lè nou konnen. Si nou dekouvri yon moun ki poko majè kreye yon kont, n ap fèmen kont lan epi efase done l yo, eksepte dosye lalwa oblije nou kenbe yo.',
          'Moun ou voye kredi ba yo ka gen nenpòt laj: sou yo, nou resevwa sèlman yon nimewo telefòn, ak yon non si w chwazi mete youn.',
        ],
      },
      {
        id: 'contact',
        heading: 'Kontakte nou',
        paragraphs: [
          'Si w gen nenpòt kesyon oswa demann sou done pèsonèl ou, ekri nou nan privacy@kredi.app.',
          'Pou tout lòt bagay, ekip sipò nou an la 24/7, pa chat oswa pa imèl, e l ap reponn ou nan anviwon 24 èdtan.',
        ],
      },
      {
        id: 'changes',
        heading: 'Chanjman nan dokiman sa a',
        paragraphs: [
          'Nou ka mete dokiman sa a ajou lè sèvis la oswa lalwa chanje. Dat ki anwo paj la montre dènye vèsyon an. Si se yon chanjman ki enpòtan, n ap avèti w pa imèl oswa nan aplikasyon an anvan l kòmanse aplike.',
        ],
      },
    ],
  },
};
