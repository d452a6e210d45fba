import type { LegalDocument } from '../types';

export const pt: LegalDocument = {
  title: 'Termos de Uso',
  updated: (date) => `Última atualização: ${date}`,
  intro:
    'Estes termos são o acordo entre você e o Kredi quando você usa nosso aplicativo. Procuramos escrevê-los de forma clara. Leia-os antes de criar uma conta: ao usar o Kredi, você aceita estes termos e a nossa Política de Privacidade.',
  sections: [
    {
      id: 'service',
      heading: 'O serviço',
      paragraphs: [
        'O Kredi permite enviar recarga de celular para o exterior, começando pelo Haiti. Você paga com sua carteira Kredi pré-paga em dólares americanos ou com PayPal.',
        'Não somos uma operadora de telefonia. Repassamos sua recarga a um agregador (Reloadly), que a entrega à operadora do destinatário, como Digicel ou Natcom.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Quem pode usar o Kredi',
      paragraphs: [
        'Você precisa ter pelo menos 18 anos e capacidade legal para fechar um contrato. Você deve fornecer informações verdadeiras e mantê-las atualizadas.',
        'Uma conta por pessoa. Você só pode usar o Kredi para si mesmo, não em nome de outra pessoa, e apenas onde a lei permitir.',
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
        'A carteira não é uma conta bancária nem uma poupança: não rende juros e não é coberta por nenhum fundo garantidor de depósitos. O saldo não pode ser transferido para outro usuário do Kredi.',
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
        'O PayPal ou o seu banco podem cobrar taxas próprias, por exemplo de conversão de moeda. Elas não dependem de nós.',
      ],
    },
    {
      id: 'promotions',
      heading: 'Promoções e indicações',
      paragraphs: [
        'Todo novo usuário recebe um bônus de boas-vindas de US$ 2,00 na carteira. Quando um amigo que você convidou se cadastra e faz a primeira recarga, você recebe US$ 2,00.',
        'Os bônus são para pessoas reais e uso real. Contas falsas, indicar a si mesmo, usar várias contas ou qualquer outro abuso podem levar ao cancelamento dos bônus e à suspensão das contas envolvidas.',
        'Podemos mudar ou encerrar uma promoção no futuro, mas vamos respeitar os bônus que você já tiver ganhado de forma honesta.',
      ],
    },
    {
      id: 'prohibited-use',
      heading: 'O que não é permitido',
      paragraphs: [
        'Você não pode usar o Kredi para cometer fraudes, com um meio de pagamento que não tem autorização para usar, para lavar dinheiro ou financiar atividades ilegais, nem em violação de sanções.',
        'Você não pode tentar invadir ou prejudicar nossos sistemas, usar robôs ou scripts para acessar o serviço, revender recargas comercialmente sem nosso acordo por escrito, nem assediar nossa equipe ou qualquer outra pessoa.',
        'Se tivermos bons motivos para acreditar que você está violando estas regras, podemos bloquear transações, suspender sua conta e, quando a lei exigir, comunicar o caso às autoridades.',
      ],
    },
    {
      id: 'liability',
      heading: 'Nossa responsabilidade',
      paragraphs: [
        'Operamos o Kredi com cuidado e fazemos o possível para mantê-lo disponível, mas não podemos prometer que ele nunca ficará fora do ar.',
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
        'Estes termos são regidos pela lei do local onde o Kredi está estabelecido. Isso não tira a proteção que a lei do consumidor do seu país de residência garante a você. Se tiver uma reclamação, fale primeiro com a gente: a maioria dos problemas se resolve rápido assim.',
        'Podemos atualizar estes termos. A data no topo indica a versão mais recente. Avisaremos sobre mudanças importantes por e-mail ou no aplicativo antes que entrem em vigor. Se não concordar, você pode excluir sua conta; se continuar usando o Kredi, os novos termos passam a valer.',
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
};
