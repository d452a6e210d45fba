import type { LegalDocument } from '../types';

export const ht: LegalDocument = {
  title: 'Kondisyon itilizasyon',
  updated: (date) => `Dènye mizajou: ${date}`,
  intro:
    'Kondisyon sa yo se antant ki genyen ant ou menm ak Kredi lè w sèvi ak aplikasyon nou an. Nou eseye ekri yo yon fason ki klè. Tanpri li yo anvan w kreye yon kont: depi w sèvi ak Kredi, sa vle di ou dakò ak kondisyon sa yo ak politik nou sou vi prive.',
  sections: [
    {
      id: 'service',
      heading: 'Sèvis la',
      paragraphs: [
        'Avèk Kredi, ou ka voye kredi telefòn bay moun ki nan lòt peyi, e nou kòmanse ak Ayiti. Ou peye ak bous Kredi ou, ki chaje davans an dola ameriken, oswa ak PayPal.',
        'Nou pa yon operatè telefòn. Nou pase rechaj ou a bay yon sèvis ki fè lyen ak operatè yo (Reloadly), epi se li menm ki voye l bay operatè moun k ap resevwa a, tankou Digicel oswa Natcom.',
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
        'Pa janm bay pèsonn modpas ou, ni prete kont ou. Nou konseye w anpil pou w limen verifikasyon 2 etap. Se ou ki responsab sa k pase nan kont ou: si w panse yon lòt moun sèvi ak li, avèti nou touswit nan support@kredi.app.',
        'Pou nou pwoteje w, nou ka mande w konfime idantite w, oswa nou ka kenbe yon tranzaksyon ki pa sanble nòmal pou yon ti tan.',
      ],
    },
    {
      id: 'wallet',
      heading: 'Bous ou',
      paragraphs: [
        'Bous Kredi ou a kenbe kòb ou mete davans, an dola ameriken, pou w achte rechaj. Ou mete lajan ladan l ak PayPal.',
        'Bous la pa yon kont labank ni yon kont epay: li pa rapòte enterè, e okenn asirans depo pa kouvri l. Ou pa ka transfere kòb ki ladan l bay yon lòt moun ki sou Kredi.',
        'Lajan nou remèt ou pou rechaj ki pa pase, bonis byenveni an ak bonis pou zanmi w envite yo, tout antre nan bous ou. Kòb bonis la sèvi sèlman pou achte rechaj; ou pa ka retire l an lajan kach.',
      ],
    },
    {
      id: 'top-ups',
      heading: 'Rechaj yo',
      paragraphs: [
        'Anvan w konfime, nou montre w konbyen moun nan ap resevwa, konbyen sa ap koute w, ak si gen frè. Pifò rechaj rive touswit; raman, sa ka pran jiska 15 minit.',
        'Si yon rechaj pa pase, nou remèt tout lajan an nan bous Kredi ou otomatikman, nan 24 èdtan. Ou p ap janm peye de fwa pou menm rechaj la.',
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
        'Chak moun ki fèk enskri resevwa yon bonis byenveni 2,00 $US nan bous li. Lè yon zanmi ou envite enskri epi li fè premye rechaj li, ou resevwa 2,00 $US.',
        'Bonis yo se pou vrè moun k ap sèvi ak sèvis la tout bon. Fo kont, envite tèt ou, gen plizyè kont, oswa nenpòt lòt abi, ka fè nou anile bonis yo epi bloke kont ki mele ladan l yo.',
        'Nou ka chanje oswa kanpe yon pwomosyon pita, men n ap respekte bonis ou te deja genyen onètman yo.',
      ],
    },
    {
      id: 'prohibited-use',
      heading: 'Sa ki entèdi',
      paragraphs: [
        'Ou pa gen dwa sèvi ak Kredi pou fè fwod, ak yon mwayen peman ou pa gen otorizasyon pou w itilize, pou blanchi lajan oswa finanse aktivite ilegal, ni pou kontoune sanksyon.',
        'Ou pa gen dwa eseye antre nan sistèm nou yo san pèmisyon oswa deranje yo, sèvi ak robo oswa pwogram otomatik pou antre nan sèvis la, revann rechaj pou fè biznis san yon akò alekri avè nou, ni anmède ekip nou an oswa okenn lòt moun.',
        'Si nou gen bon rezon pou n kwè w ap vyole règ sa yo, nou ka bloke tranzaksyon, sispann kont ou, epi, lè lalwa mande sa, fè otorite yo konnen.',
      ],
    },
    {
      id: 'liability',
      heading: 'Responsablite nou',
      paragraphs: [
        'Nou fè Kredi mache ak tout swen nou, e nou fè tout sa nou kapab pou l toujou disponib, men nou pa ka pwomèt li p ap janm kanpe.',
        'Nou pa responsab pwoblèm ki soti nan rezo operatè yo, nan yon move nimewo ou antre, oswa nan evènman ki depase kontwòl nou. Lè yon rechaj pa pase, angajman nou se remèt ou lajan an nan bous ou.',
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
        'Ou gen kesyon sou kondisyon sa yo oswa sou yon rechaj? Ekri nou nan support@kredi.app oswa sèvi ak chat ki nan aplikasyon an. Nou la 24 è sou 24, 7 jou sou 7, e n ap reponn ou nan anviwon 24 èdtan.',
      ],
    },
  ],
};
