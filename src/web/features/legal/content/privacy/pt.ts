import type { LegalDocument } from '../types';

export const pt: LegalDocument = {
  title: 'Política de Privacidade',
  updated: (date) => `Última atualização: ${date}`,
  intro:
    'Esta política explica, em linguagem simples, quais informações o Kredi coleta quando você usa nosso aplicativo, por que precisamos delas, com quem as compartilhamos e quais escolhas você tem. Coletamos apenas o necessário para enviar recargas com segurança e nunca vendemos seus dados.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Quem somos',
      paragraphs: [
        'O Kredi é um aplicativo web para enviar recarga de celular para o exterior, começando pela diáspora haitiana. Você paga com uma carteira pré-paga em dólares americanos ou com PayPal, e nós entregamos a recarga à operadora do celular que você escolher.',
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
        'Aparelho e acessos: seu endereço IP, o tipo de navegador e de aparelho que você usa e o horário dos acessos e das tentativas que falharam. Usamos esses dados apenas para proteger sua conta e evitar fraudes.',
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
        'Para manter o Kredi seguro: identificar acessos incomuns, impedir fraudes e abusos e proteger seu dinheiro.',
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
        'Legítimo interesse: usamos dados de aparelho e de acesso para proteger as contas e evitar fraudes, e estatísticas agregadas para melhorar o Kredi, de maneiras que você pode razoavelmente esperar.',
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
        'As senhas são protegidas com argon2id, um algoritmo moderno feito para resistir a tentativas de quebra: ninguém no Kredi consegue ler sua senha.',
        'Sua conexão com o Kredi é criptografada (HTTPS) e seu cookie de sessão é HttpOnly. Limitamos tentativas repetidas de acesso, e você pode ativar a verificação em duas etapas para adicionar um código ao entrar.',
        'Dentro do Kredi, só têm acesso aos dados pessoais as pessoas que precisam deles para trabalhar. Nenhum sistema é totalmente seguro: se notar algo estranho na sua conta, fale com a gente imediatamente.',
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
        'O Kredi é só para pessoas com 18 anos ou mais. Não coletamos intencionalmente dados de menores de idade. Se soubermos que um menor criou uma conta, vamos encerrá-la e apagar os dados dele, exceto os registros que a lei nos obriga a guardar.',
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
};
