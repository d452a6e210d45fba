import type { LegalDocuments } from './types';

/**
 * The Terms of Service, written by hand in each language (not machine-translated).
 * Every language has the same sections, with the same ids, in the same order (legal-content.test.ts checks it).
 */
export const termsOfService: LegalDocuments = {
  en: {
    title: 'Terms of Service',
    updated: 'Last updated: 21 November 2026',
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
          'Every new user receives a $2 welcome bonus in their wallet. When a friend you invited signs up and completes their first top-up, you receive $2.',
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
  },

  fr: {
    title: 'Conditions d’utilisation',
    updated: 'Dernière mise à jour : 21 novembre 2026',
    intro:
      'Ces conditions constituent l’accord entre vous et Kredi lorsque vous utilisez notre application. Nous les avons rédigées aussi simplement que possible. Lisez-les avant de créer un compte : en utilisant Kredi, vous acceptez ces conditions ainsi que notre Politique de confidentialité.',
    sections: [
      {
        id: 'service',
        heading: 'Le service',
        paragraphs: [
          'Kredi vous permet d’envoyer du crédit téléphonique à l’étranger, à commencer par Haïti. Vous payez avec votre portefeuille Kredi prépayé en dollars américains ou avec PayPal.',
          'Nous ne sommes pas un opérateur mobile. Nous transmettons votre recharge à un agrégateur (Reloadly), qui la livre à l’opérateur du bénéficiaire, comme Digicel ou Natcom.',
        ],
      },
      {
        id: 'eligibility',
        heading: 'Qui peut utiliser Kredi',
        paragraphs: [
          'Vous devez avoir au moins 18 ans et la capacité juridique de conclure un contrat. Vous devez fournir des informations exactes et les tenir à jour.',
          'Un seul compte par personne. Vous utilisez Kredi pour vous-même, et non pour le compte d’un tiers, et uniquement là où la loi le permet.',
        ],
      },
      {
        id: 'account',
        heading: 'Votre compte et sa sécurité',
        paragraphs: [
          'Vous vous connectez avec votre adresse e-mail et votre mot de passe, ou avec le compte d’un autre fournisseur. Nous vérifions votre adresse e-mail et votre numéro de téléphone à l’aide de codes envoyés par e-mail et par SMS.',
          'Gardez votre mot de passe secret et ne partagez pas votre compte. Nous vous recommandons vivement d’activer la validation en deux étapes. Vous êtes responsable de ce qui se passe sur votre compte : si vous pensez que quelqu’un d’autre l’a utilisé, prévenez-nous immédiatement à support@kredi.app.',
          'Pour vous protéger, nous pouvons vous demander de confirmer votre identité ou mettre en attente une opération qui paraît inhabituelle.',
        ],
      },
      {
        id: 'wallet',
        heading: 'Votre portefeuille',
        paragraphs: [
          'Votre portefeuille Kredi contient un solde prépayé en dollars américains, que vous utilisez pour vos recharges. Vous l’alimentez avec PayPal.',
          'Le portefeuille n’est ni un compte bancaire ni un compte d’épargne : il ne rapporte pas d’intérêts et n’est couvert par aucune garantie des dépôts. Le solde ne peut pas être transféré à un autre utilisateur de Kredi.',
          'Les remboursements de recharges échouées, le bonus de bienvenue et les récompenses de parrainage sont crédités sur votre portefeuille. Le crédit de bonus ne sert qu’à des recharges et n’a aucune valeur en espèces.',
        ],
      },
      {
        id: 'top-ups',
        heading: 'Les recharges',
        paragraphs: [
          'Avant de confirmer, vous voyez ce que recevra le bénéficiaire, le prix et les frais éventuels. La plupart des recharges arrivent instantanément ; plus rarement, elles peuvent prendre jusqu’à 15 minutes.',
          'Si une recharge échoue, nous remboursons automatiquement la totalité du montant sur votre portefeuille Kredi, dans les 24 heures. Vous ne payez jamais deux fois la même recharge.',
          'Les numéros que vous saisissez relèvent de votre responsabilité. Vérifiez-les bien : un crédit envoyé à un mauvais numéro qui existe ne peut généralement pas être récupéré.',
          'Une fois livré, le crédit suit les règles de l’opérateur, comme la durée de validité, les limites du forfait et les taxes locales. Nous ne pouvons pas modifier ces règles.',
        ],
      },
      {
        id: 'fees',
        heading: 'Prix et frais',
        paragraphs: [
          'Les frais et le taux de change éventuels sont affichés avant le paiement, et le total que vous confirmez est celui que vous payez. La liste complète de nos frais se trouve sur la page des frais de service (/service-fees).',
          'PayPal ou votre banque peuvent appliquer leurs propres frais, par exemple pour une conversion de devises. Ils ne dépendent pas de nous.',
        ],
      },
      {
        id: 'promotions',
        heading: 'Promotions et parrainage',
        paragraphs: [
          'Chaque nouvel utilisateur reçoit un bonus de bienvenue de 2 $ sur son portefeuille. Lorsqu’un ami que vous avez invité s’inscrit et effectue sa première recharge, vous recevez 2 $.',
          'Les bonus sont destinés à de vraies personnes et à un usage réel. Faux comptes, parrainage de soi-même, comptes multiples ou tout autre abus peuvent entraîner l’annulation des bonus et la suspension des comptes concernés.',
          'Nous pouvons modifier ou arrêter une promotion à l’avenir, mais nous honorerons les bonus que vous avez déjà obtenus loyalement.',
        ],
      },
      {
        id: 'prohibited-use',
        heading: 'Ce qui est interdit',
        paragraphs: [
          'Vous ne pouvez pas utiliser Kredi pour frauder, avec un moyen de paiement que vous n’êtes pas autorisé à utiliser, pour blanchir de l’argent ou financer une activité illégale, ni en violation de sanctions.',
          'Vous ne pouvez pas tenter de vous introduire dans nos systèmes ou de les perturber, accéder au service avec des robots ou des scripts, revendre des recharges à titre commercial sans notre accord écrit, ni harceler notre équipe ou qui que ce soit.',
          'Si nous avons de bonnes raisons de penser que vous enfreignez ces règles, nous pouvons bloquer des opérations, suspendre votre compte et, lorsque la loi l’exige, signaler les faits aux autorités.',
        ],
      },
      {
        id: 'liability',
        heading: 'Notre responsabilité',
        paragraphs: [
          'Nous faisons fonctionner Kredi avec soin et faisons de notre mieux pour qu’il reste disponible, mais nous ne pouvons pas garantir qu’il ne sera jamais interrompu.',
          'Nous ne sommes pas responsables des problèmes causés par les réseaux des opérateurs, par un mauvais numéro que vous avez saisi, ou par des événements qui échappent raisonnablement à notre contrôle. Quand une recharge échoue, notre engagement est de vous la rembourser sur votre portefeuille.',
          'Dans la mesure permise par la loi, notre responsabilité pour une opération est limitée au montant que vous avez payé pour celle-ci. Rien dans ces conditions ne vous prive des droits que vous accorde le droit de la consommation.',
        ],
      },
      {
        id: 'termination',
        heading: 'Fermeture du compte',
        paragraphs: [
          'Vous pouvez supprimer votre compte à tout moment depuis les Paramètres. S’il reste de l’argent sur votre portefeuille, contactez l’assistance avant la suppression afin que nous puissions vous aider.',
          'La suppression de votre compte efface vos données personnelles. Nous conservons pendant 7 ans, sous forme anonymisée, les documents financiers exigés par la loi.',
          'Nous pouvons suspendre ou fermer votre compte si vous enfreignez ces conditions, si la loi l’exige ou pour empêcher une fraude. Sauf si la loi ou la sécurité s’y opposent, nous vous en expliquerons la raison et vous aiderons pour le solde restant sur votre portefeuille.',
        ],
      },
      {
        id: 'law-and-changes',
        heading: 'Droit applicable et modifications',
        paragraphs: [
          'Ces conditions sont régies par le droit du lieu où Kredi est établi. Cela ne vous prive pas de la protection que vous accorde le droit de la consommation de votre pays de résidence. En cas de réclamation, contactez-nous d’abord : la plupart des problèmes se règlent rapidement ainsi.',
          'Nous pouvons mettre à jour ces conditions. La date en haut de la page indique la dernière version. Nous vous informons des changements importants par e-mail ou dans l’application avant leur entrée en vigueur. Si vous n’êtes pas d’accord, vous pouvez supprimer votre compte ; si vous continuez à utiliser Kredi, les nouvelles conditions s’appliquent.',
        ],
      },
      {
        id: 'contact',
        heading: 'Nous contacter',
        paragraphs: [
          'Une question sur ces conditions ou sur une recharge ? Écrivez à support@kredi.app ou utilisez le chat de l’application. Nous sommes disponibles 24 h/24 et 7 j/7, et répondons en 24 heures environ.',
        ],
      },
    ],
  },

  es: {
    title: 'Condiciones de uso',
    updated: 'Última actualización: 21 de noviembre de 2026',
    intro:
      'Estas condiciones son el acuerdo entre tú y Kredi cuando usas nuestra aplicación. Hemos intentado redactarlas con claridad. Léelas antes de crear una cuenta: al usar Kredi, aceptas estas condiciones y nuestra Política de privacidad.',
    sections: [
      {
        id: 'service',
        heading: 'El servicio',
        paragraphs: [
          'Kredi te permite enviar saldo de móvil al extranjero, empezando por Haití. Pagas con tu monedero Kredi prepago en dólares estadounidenses o con PayPal.',
          'No somos un operador de telefonía. Enviamos tu recarga a un agregador (Reloadly), que la entrega al operador del destinatario, como Digicel o Natcom.',
        ],
      },
      {
        id: 'eligibility',
        heading: 'Quién puede usar Kredi',
        paragraphs: [
          'Debes tener al menos 18 años y capacidad legal para celebrar un contrato. Debes dar información verdadera y mantenerla actualizada.',
          'Una sola cuenta por persona. Solo puedes usar Kredi para ti, no en nombre de otra persona, y solo donde la ley lo permita.',
        ],
      },
      {
        id: 'account',
        heading: 'Tu cuenta y su seguridad',
        paragraphs: [
          'Inicias sesión con tu correo electrónico y tu contraseña, o con una cuenta de otro proveedor. Verificamos tu correo y tu número de teléfono con códigos que te enviamos por correo y por SMS.',
          'Mantén tu contraseña en secreto y no compartas tu cuenta. Te recomendamos encarecidamente activar la verificación en dos pasos. Eres responsable de lo que ocurra en tu cuenta: si crees que otra persona la ha usado, avísanos enseguida en support@kredi.app.',
          'Para protegerte, podemos pedirte que confirmes tu identidad o retener una operación que parezca inusual.',
        ],
      },
      {
        id: 'wallet',
        heading: 'Tu monedero',
        paragraphs: [
          'Tu monedero Kredi guarda un saldo prepago en dólares estadounidenses que puedes gastar en recargas. Le añades dinero con PayPal.',
          'El monedero no es una cuenta bancaria ni de ahorro: no genera intereses y no está cubierto por ningún fondo de garantía de depósitos. El saldo no se puede transferir a otro usuario de Kredi.',
          'Los reembolsos de recargas fallidas, el bono de bienvenida y las recompensas por invitar a amigos se abonan en tu monedero. El saldo de bonos solo sirve para recargas y no se puede canjear por dinero.',
        ],
      },
      {
        id: 'top-ups',
        heading: 'Recargas',
        paragraphs: [
          'Antes de confirmar, te mostramos lo que recibirá el destinatario, el precio y cualquier comisión. La mayoría de las recargas llegan al instante; en raras ocasiones pueden tardar hasta 15 minutos.',
          'Si una recarga falla, te devolvemos automáticamente el importe completo a tu monedero Kredi en un plazo de 24 horas. Nunca pagas dos veces la misma recarga.',
          'Los números que introduces son responsabilidad tuya. Revísalos bien: el saldo enviado a un número equivocado que resulte válido normalmente no se puede recuperar.',
          'Una vez entregado, el saldo se rige por las normas del operador, como los plazos de validez, los límites del plan y los impuestos locales. No podemos cambiar esas normas.',
        ],
      },
      {
        id: 'fees',
        heading: 'Precios y comisiones',
        paragraphs: [
          'Las comisiones y el tipo de cambio, si los hay, se muestran antes de pagar, y el total que confirmas es lo que pagas. La lista completa de nuestras comisiones está en la página de comisiones del servicio (/service-fees).',
          'PayPal o tu banco pueden cobrar sus propias comisiones, por ejemplo por el cambio de divisa. No dependen de nosotros.',
        ],
      },
      {
        id: 'promotions',
        heading: 'Promociones e invitaciones',
        paragraphs: [
          'Cada usuario nuevo recibe un bono de bienvenida de $2 en su monedero. Cuando un amigo al que invitaste se registra y hace su primera recarga, recibes $2.',
          'Los bonos son para personas reales y un uso real. Las cuentas falsas, invitarte a ti mismo, usar varias cuentas o cualquier otro abuso pueden llevarnos a anular los bonos y suspender las cuentas implicadas.',
          'Podemos cambiar o terminar una promoción en el futuro, pero respetaremos los bonos que ya hayas conseguido de forma legítima.',
        ],
      },
      {
        id: 'prohibited-use',
        heading: 'Usos prohibidos',
        paragraphs: [
          'No puedes usar Kredi para cometer fraude, con un medio de pago que no estés autorizado a usar, para blanquear dinero o financiar actividades ilegales, ni incumpliendo sanciones.',
          'No puedes intentar entrar sin permiso en nuestros sistemas ni alterar su funcionamiento, usar bots o scripts para acceder al servicio, revender recargas con fines comerciales sin nuestro acuerdo por escrito, ni acosar a nuestro equipo ni a nadie más.',
          'Si tenemos motivos fundados para creer que incumples estas normas, podemos bloquear operaciones, suspender tu cuenta y, cuando la ley lo exija, informar a las autoridades.',
        ],
      },
      {
        id: 'liability',
        heading: 'Nuestra responsabilidad',
        paragraphs: [
          'Gestionamos Kredi con cuidado y hacemos todo lo posible para que esté disponible, pero no podemos prometer que nunca se interrumpa.',
          'No somos responsables de los problemas causados por las redes de los operadores, por un número equivocado que hayas introducido o por hechos que escapen a nuestro control razonable. Cuando una recarga falla, nuestro compromiso es devolverte el importe al monedero.',
          'En la medida en que la ley lo permita, nuestra responsabilidad por una operación se limita al importe que pagaste por ella. Nada de estas condiciones te quita los derechos que te reconoce la normativa de consumo.',
        ],
      },
      {
        id: 'termination',
        heading: 'Cierre de la cuenta',
        paragraphs: [
          'Puedes eliminar tu cuenta en cualquier momento desde Ajustes. Si aún tienes dinero en tu monedero, contacta con soporte antes de eliminarla para que podamos ayudarte.',
          'Al eliminar tu cuenta se borran tus datos personales. Conservamos durante 7 años, de forma anonimizada, los registros financieros que exige la ley.',
          'Podemos suspender o cerrar tu cuenta si incumples estas condiciones, si la ley lo exige o para evitar un fraude. Salvo que la ley o la seguridad lo impidan, te explicaremos el motivo y te ayudaremos con el saldo que quede en tu monedero.',
        ],
      },
      {
        id: 'law-and-changes',
        heading: 'Ley aplicable y cambios',
        paragraphs: [
          'Estas condiciones se rigen por la ley del lugar donde Kredi está establecida. Esto no te quita la protección que te da la normativa de consumo de tu país de residencia. Si tienes una queja, contacta primero con nosotros: la mayoría de los problemas se resuelven rápido así.',
          'Podemos actualizar estas condiciones. La fecha de arriba indica la versión más reciente. Te avisaremos de los cambios importantes por correo o en la aplicación antes de que entren en vigor. Si no estás de acuerdo, puedes eliminar tu cuenta; si sigues usando Kredi, se aplicarán las nuevas condiciones.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contacto',
        paragraphs: [
          '¿Tienes preguntas sobre estas condiciones o sobre una recarga? Escribe a support@kredi.app o usa el chat de la aplicación. Atendemos 24/7 y respondemos en unas 24 horas.',
        ],
      },
    ],
  },

  pt: {
    title: 'Termos de Uso',
    updated: 'Última atualização: 21 de novembro de 2026',
    intro:
      'Estes termos são o acordo entre você e a Kredi quando você usa nosso aplicativo. Procuramos escrevê-los de forma clara. Leia-os antes de criar uma conta: ao usar a Kredi, você aceita estes termos e a nossa Política de Privacidade.',
    sections: [
      {
        id: 'service',
        heading: 'O serviço',
        paragraphs: [
          'A Kredi permite enviar recarga de celular para o exterior, começando pelo Haiti. Você paga com sua carteira Kredi pré-paga em dólares americanos ou com PayPal.',
          'Não somos uma operadora de telefonia. Repassamos sua recarga a um agregador (Reloadly), que a entrega à operadora do destinatário, como Digicel ou Natcom.',
        ],
      },
      {
        id: 'eligibility',
        heading: 'Quem pode usar a Kredi',
        paragraphs: [
          'Você precisa ter pelo menos 18 anos e capacidade legal para fechar um contrato. Você deve fornecer informações verdadeiras e mantê-las atualizadas.',
          'Uma conta por pessoa. Você só pode usar a Kredi para si mesmo, não em nome de outra pessoa, e apenas onde a lei permitir.',
        ],
      },
      {
        id: 'account',
        heading: 'Sua conta e a segurança dela',
        paragraphs: [
          'Você entra com seu e-mail e sua senha, ou com uma conta de outro provedor. Verificamos seu e-mail e seu número de telefone com códigos enviados por e-mail e SMS.',
          'Mantenha sua senha em segredo e não compartilhe sua conta. Recomendamos fortemente que você ative a verificação em duas etapas. Você é responsável pelo que acontece na sua conta: se achar que outra pessoa a usou, avise a gente imediatamente em support@kredi.app.',
          'Para proteger você, podemos pedir que confirme sua identidade ou segurar uma transação que pareça incomum.',
        ],
      },
      {
        id: 'wallet',
        heading: 'Sua carteira',
        paragraphs: [
          'Sua carteira Kredi guarda um saldo pré-pago em dólares americanos para você usar em recargas. Você adiciona dinheiro a ela com PayPal.',
          'A carteira não é uma conta bancária nem uma poupança: não rende juros e não é coberta por nenhum fundo garantidor de depósitos. O saldo não pode ser transferido para outro usuário da Kredi.',
          'Os reembolsos de recargas que falharam, o bônus de boas-vindas e as recompensas por indicação são creditados na sua carteira. O crédito de bônus só pode ser usado em recargas e não pode ser trocado por dinheiro.',
        ],
      },
      {
        id: 'top-ups',
        heading: 'Recargas',
        paragraphs: [
          'Antes de confirmar, mostramos quanto o destinatário vai receber, o preço e qualquer taxa. A maioria das recargas chega na hora; raramente, pode levar até 15 minutos.',
          'Se uma recarga falhar, devolvemos automaticamente o valor integral à sua carteira Kredi em até 24 horas. Você nunca paga duas vezes pela mesma recarga.',
          'Os números que você digita são de sua responsabilidade. Confira com atenção: uma recarga enviada para um número errado, mas que existe, normalmente não pode ser recuperada.',
          'Depois de entregue, a recarga segue as regras da operadora, como prazo de validade, limites do plano e impostos locais. Não podemos mudar essas regras.',
        ],
      },
      {
        id: 'fees',
        heading: 'Preços e taxas',
        paragraphs: [
          'Eventuais taxas e a cotação de câmbio aparecem antes do pagamento, e o total que você confirma é o que você paga. A lista completa das nossas taxas está na página de taxas de serviço (/service-fees).',
          'O PayPal ou o seu banco podem cobrar tarifas próprias, por exemplo de conversão de moeda. Elas não dependem de nós.',
        ],
      },
      {
        id: 'promotions',
        heading: 'Promoções e indicações',
        paragraphs: [
          'Todo novo usuário recebe um bônus de boas-vindas de US$ 2 na carteira. Quando um amigo que você convidou se cadastra e faz a primeira recarga, você recebe US$ 2.',
          'Os bônus são para pessoas reais e uso real. Contas falsas, indicar a si mesmo, usar várias contas ou qualquer outro abuso podem levar ao cancelamento dos bônus e à suspensão das contas envolvidas.',
          'Podemos mudar ou encerrar uma promoção no futuro, mas vamos respeitar os bônus que você já tiver ganhado de forma honesta.',
        ],
      },
      {
        id: 'prohibited-use',
        heading: 'O que não é permitido',
        paragraphs: [
          'Você não pode usar a Kredi para cometer fraudes, com um meio de pagamento que não tem autorização para usar, para lavar dinheiro ou financiar atividades ilegais, nem em violação de sanções.',
          'Você não pode tentar invadir ou prejudicar nossos sistemas, usar robôs ou scripts para acessar o serviço, revender recargas comercialmente sem nosso acordo por escrito, nem assediar nossa equipe ou qualquer outra pessoa.',
          'Se tivermos bons motivos para acreditar que você está violando estas regras, podemos bloquear transações, suspender sua conta e, quando a lei exigir, comunicar o caso às autoridades.',
        ],
      },
      {
        id: 'liability',
        heading: 'Nossa responsabilidade',
        paragraphs: [
          'Operamos a Kredi com cuidado e fazemos o possível para mantê-la disponível, mas não podemos prometer que ela nunca ficará fora do ar.',
          'Não somos responsáveis por problemas causados pelas redes das operadoras, por um número errado que você digitou ou por eventos fora do nosso controle razoável. Quando uma recarga falha, nosso compromisso é devolver o valor à sua carteira.',
          'Na medida permitida pela lei, nossa responsabilidade por uma transação se limita ao valor que você pagou por ela. Nada nestes termos tira os direitos que a lei de defesa do consumidor garante a você.',
        ],
      },
      {
        id: 'termination',
        heading: 'Encerramento da conta',
        paragraphs: [
          'Você pode excluir sua conta a qualquer momento em Configurações. Se ainda tiver dinheiro na carteira, fale com o suporte antes de excluir a conta para que possamos ajudar.',
          'Excluir a conta apaga seus dados pessoais. Guardamos por 7 anos, de forma anonimizada, os registros financeiros exigidos por lei.',
          'Podemos suspender ou encerrar sua conta se você violar estes termos, se a lei exigir ou para evitar fraudes. A menos que a lei ou a segurança impeçam, explicaremos o motivo e ajudaremos com o saldo que restar na sua carteira.',
        ],
      },
      {
        id: 'law-and-changes',
        heading: 'Lei aplicável e alterações',
        paragraphs: [
          'Estes termos são regidos pela lei do local onde a Kredi está estabelecida. Isso não tira a proteção que a lei do consumidor do seu país de residência garante a você. Se tiver uma reclamação, fale primeiro com a gente: a maioria dos problemas se resolve rápido assim.',
          'Podemos atualizar estes termos. A data no topo indica a versão mais recente. Avisaremos sobre mudanças importantes por e-mail ou no aplicativo antes que entrem em vigor. Se não concordar, você pode excluir sua conta; se continuar usando a Kredi, os novos termos passam a valer.',
        ],
      },
      {
        id: 'contact',
        heading: 'Fale conosco',
        paragraphs: [
          'Dúvidas sobre estes termos ou sobre uma recarga? Escreva para support@kredi.app ou use o chat do aplicativo. Atendemos 24/7 e respondemos em cerca de 24 horas.',
        ],
      },
    ],
  },

  ht: {
    title: 'Kondisyon pou sèvi ak Kredi',
    updated: 'Dènye mizajou: 21 novanm 2026',
    intro:
      'Kondisyon sa yo se antant ki genyen ant ou menm ak Kredi lè w sèvi ak aplikasyon nou an. Nou eseye ekri yo yon fason ki klè. Tanpri li yo anvan w kreye yon kont: depi w sèvi ak Kredi, sa vle di ou dakò ak kondisyon sa yo ak politik nou sou vi prive.',
    sections: [
      {
        id: 'service',
        heading: 'Sèvis la',
        paragraphs: [
          'Avèk Kredi, ou ka voye kredi telefòn bay moun ki nan lòt peyi, e nou kòmanse ak Ayiti. Ou peye ak bous Kredi ou, ki chaje davans an dola ameriken, oswa ak PayPal.',
          'Nou pa yon konpayi telefòn. Nou pase recharj ou a bay yon sèvis ki fè lyen ak operatè yo (Reloadly), epi se li menm ki voye l bay operatè moun k ap resevwa a, tankou Digicel oswa Natcom.',
        ],
      },
      {
        id: 'eligibility',
        heading: 'Kiyès ki ka sèvi ak Kredi',
        paragraphs: [
          'Fòk ou gen omwen 18 an, epi fòk lalwa pèmèt ou siyen yon kontra. Ou dwe bay bon enfòmasyon, epi mete yo ajou lè yo chanje.',
          'Yon sèl kont pou chak moun. Ou ka sèvi ak Kredi pou tèt pa w sèlman, pa nan plas yon lòt moun, e sèlman kote lalwa pèmèt sa.',
        ],
      },
      {
        id: 'account',
        heading: 'Kont ou ak sekirite l',
        paragraphs: [
          'Ou konekte ak imèl ou ak modpas ou, oswa ak kont yon lòt sèvis. Nou verifye imèl ou ak nimewo telefòn ou ak kòd nou voye ba ou pa imèl ak pa SMS.',
          'Pa janm bay pèsonn modpas ou, ni prete kont ou. Nou konseye w anpil pou w aktive verifikasyon an de etap. Se ou ki responsab sa k pase nan kont ou: si w panse yon lòt moun sèvi ak li, avèti nou touswit nan support@kredi.app.',
          'Pou nou pwoteje w, nou ka mande w konfime idantite w, oswa nou ka kenbe yon tranzaksyon ki pa sanble nòmal pou yon ti tan.',
        ],
      },
      {
        id: 'wallet',
        heading: 'Bous ou',
        paragraphs: [
          'Bous Kredi ou a kenbe kòb ou mete davans, an dola ameriken, pou w achte recharj. Ou mete lajan ladan l ak PayPal.',
          'Bous la pa yon kont labank ni yon kont epay: li pa rapòte enterè, e okenn asirans depo pa kouvri l. Ou pa ka transfere kòb ki ladan l bay yon lòt moun ki sou Kredi.',
          'Lajan nou remèt ou pou recharj ki pa pase, bonis byenveni an ak bonis pou zanmi w envite yo, tout antre nan bous ou. Kòb bonis la sèvi sèlman pou achte recharj; ou pa ka retire l an lajan kach.',
        ],
      },
      {
        id: 'top-ups',
        heading: 'Recharj yo',
        paragraphs: [
          'Anvan w konfime, nou montre w konbyen moun nan ap resevwa, konbyen sa ap koute w, ak si gen frè. Pifò recharj rive touswit; raman, sa ka pran jiska 15 minit.',
          'Si yon recharj pa pase, nou remèt tout lajan an nan bous Kredi ou otomatikman, nan 24 èdtan. Ou p ap janm peye de fwa pou menm recharj la.',
          'Se ou ki responsab nimewo w antre yo. Tcheke yo byen: si w voye kredi sou yon move nimewo ki egziste, anjeneral nou pa ka rale l tounen.',
          'Yon fwa kredi a rive, se règ operatè a ki aplike, tankou konbyen tan kredi a bon, limit plan an ak taks peyi a. Nou pa ka chanje règ sa yo.',
        ],
      },
      {
        id: 'fees',
        heading: 'Pri ak frè',
        paragraphs: [
          'Nou montre w frè yo ak to chanj la, si genyen, anvan w peye, e total ou konfime a se li menm w ap peye. W ap jwenn tout lis frè nou yo sou paj frè sèvis la (/service-fees).',
          'PayPal oswa bank ou ka pran pwòp frè pa yo, pa egzanp pou chanje lajan an nan yon lòt monnen. Sa pa depann de nou.',
        ],
      },
      {
        id: 'promotions',
        heading: 'Pwomosyon ak envitasyon',
        paragraphs: [
          'Chak moun ki fèk enskri resevwa yon bonis byenveni 2 $ nan bous li. Lè yon zanmi ou envite enskri epi li fè premye recharj li, ou resevwa 2 $.',
          'Bonis yo se pou vrè moun k ap sèvi ak sèvis la tout bon. Fo kont, envite tèt ou, gen plizyè kont, oswa nenpòt lòt abi, ka fè nou anile bonis yo epi bloke kont ki mele ladan l yo.',
          'Nou ka chanje oswa kanpe yon pwomosyon pita, men n ap respekte bonis ou te deja genyen onètman yo.',
        ],
      },
      {
        id: 'prohibited-use',
        heading: 'Sa ki entèdi',
        paragraphs: [
          'Ou pa gen dwa sèvi ak Kredi pou fè fwod, ak yon mwayen peman ou pa gen otorizasyon pou w itilize, pou blanchi lajan oswa finanse aktivite ilegal, ni pou kontoune sanksyon.',
          'Ou pa gen dwa eseye antre nan sistèm nou yo san pèmisyon oswa deranje yo, sèvi ak robo oswa pwogram otomatik pou antre nan sèvis la, revann recharj pou fè biznis san yon akò alekri avè nou, ni anmède ekip nou an oswa okenn lòt moun.',
          'Si nou gen bon rezon pou n kwè w ap vyole règ sa yo, nou ka bloke tranzaksyon, sispann kont ou, epi, lè lalwa mande sa, fè otorite yo konnen.',
        ],
      },
      {
        id: 'liability',
        heading: 'Responsablite nou',
        paragraphs: [
          'Nou fè Kredi mache ak tout swen nou, e nou fè tout sa nou kapab pou l toujou disponib, men nou pa ka pwomèt li p ap janm kanpe.',
          'Nou pa responsab pwoblèm ki soti nan rezo operatè yo, nan yon move nimewo ou antre, oswa nan evènman ki depase kontwòl nou. Lè yon recharj pa pase, angajman nou se remèt ou lajan an nan bous ou.',
          'Otank lalwa pèmèt sa, responsablite nou pou yon tranzaksyon pa ka depase kòb ou te peye pou li a. Anyen nan kondisyon sa yo pa retire dwa lwa ki pwoteje konsomatè yo ba ou.',
        ],
      },
      {
        id: 'termination',
        heading: 'Fèmen kont ou',
        paragraphs: [
          'Ou ka efase kont ou nenpòt ki lè nan Paramèt. Si w gen lajan ki rete nan bous ou, kontakte sipò anvan w efase kont lan pou nou ka ede w.',
          'Lè w efase kont ou, done pèsonèl ou yo efase. Nou kenbe dosye finansye lalwa mande yo pandan 7 an, men san non w sou yo.',
          'Nou ka sispann oswa fèmen kont ou si w pa respekte kondisyon sa yo, si lalwa mande sa, oswa pou anpeche fwod. Toutotan lalwa oswa sekirite pa anpeche nou, n ap di w poukisa epi n ap ede w ak kòb ki rete nan bous ou.',
        ],
      },
      {
        id: 'law-and-changes',
        heading: 'Lwa ki aplike ak chanjman',
        paragraphs: [
          'Se lwa peyi kote Kredi etabli a ki gouvène kondisyon sa yo. Sa pa retire pwoteksyon lwa konsomatè peyi kote w rete a ba ou. Si w gen yon plent, kontakte nou anvan: konsa, pifò pwoblèm regle vit.',
          'Nou ka mete kondisyon sa yo ajou. Dat ki anwo paj la montre dènye vèsyon an. N ap avèti w pa imèl oswa nan aplikasyon an anvan yon chanjman enpòtan kòmanse aplike. Si w pa dakò, ou ka efase kont ou; si w kontinye sèvi ak Kredi, se nouvo kondisyon yo k ap aplike.',
        ],
      },
      {
        id: 'contact',
        heading: 'Kontakte nou',
        paragraphs: [
          'Ou gen kesyon sou kondisyon sa yo oswa sou yon recharj? Ekri nou nan support@kredi.app oswa sèvi ak chat ki nan aplikasyon an. Nou la 24/7, e n ap reponn ou nan anviwon 24 èdtan.',
        ],
      },
    ],
  },
};
