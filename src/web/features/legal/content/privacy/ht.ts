import type { LegalDocument } from '../types';

export const ht: LegalDocument = {
  title: 'Politik sou vi prive',
  updated: (date) => `Dènye mizajou: ${date}`,
  intro:
    'Dokiman sa a esplike w, an kreyòl senp, ki enfòmasyon Kredi ranmase lè w sèvi ak aplikasyon an, poukisa nou bezwen yo, ak kiyès nou pataje yo, ak ki chwa ou genyen. Nou pran sèlman sa nou bezwen pou nou voye kredi a an sekirite. Nou pa janm vann done ou yo.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Kiyès nou ye',
      paragraphs: [
        'Kredi se yon aplikasyon sou entènèt pou voye kredi telefòn bay moun ki nan lòt peyi, e nou kòmanse ak dyaspora ayisyen an. Ou peye ak yon bous ou chaje davans an dola ameriken, oswa ak PayPal, epi nou voye rechaj la bay operatè telefòn moun ou chwazi a.',
        'Nan dokiman sa a, “Kredi” oswa “nou” vle di antrepriz ki fè sèvis Kredi a mache e ki responsab done pèsonèl ou yo. “Ou” vle di nenpòt moun ki kreye yon kont oswa ki sèvi ak aplikasyon an.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Ki enfòmasyon nou ranmase',
      paragraphs: [
        'Enfòmasyon sou kont ou: non ak siyati w, adrès imèl ou, nimewo telefòn ou, lang ou chwazi a ak modpas ou. Nou pa janm kenbe modpas la li menm; nou kenbe sèlman yon anprent ki pwoteje (yon “hash”) pèsonn pa ka li. Si w konekte ak kont yon lòt sèvis, sèvis sa a voye non w, imèl ou ak yon idantifyan ba nou, men li pa janm ba nou modpas ou genyen lakay li.',
        'Moun ou voye kredi ba yo: nimewo telefòn yo, peyi yo, operatè yo, yon non si w vle anrejistre youn pou yo, ak detay chak rechaj (konbyen kòb, ki dat, sa k te pase, lajan ki te remèt).',
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
        'Pou nou voye rechaj ou yo, jere kòb ki nan bous ou, remèt ou lajan otomatikman lè yon rechaj pa pase, voye resi ba ou, epi ba ou bonis byenveni ak bonis pou zanmi w envite.',
        'Pou nou kenbe Kredi an sekirite: remake koneksyon ki pa nòmal, bloke fwod ak abi, epi pwoteje lajan ou.',
        'Pou nou reponn ou lè w kontakte sipò, pou nou kenbe dosye kontablite lalwa mande yo, epi pou nou konprann, an jeneral, kijan moun yo sèvi ak sèvis la pou nou ka amelyore l. Nou pa sèvi ak done ou yo pou fè piblisite.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Sou ki baz legal nou chita',
      paragraphs: [
        'Lè lwa ki pwoteje done pèsonèl yo mande yon baz legal, men sou kisa nou chita.',
        'Kontra a: pifò sa nou fè, nou bezwen fè l pou nou ka ba ou sèvis ou enskri pou li a: kont ou, bous ou ak rechaj ou yo.',
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
        'Sèvis ki pase rechaj yo bay operatè yo (Reloadly), ak operatè telefòn tankou Digicel ak Natcom, resevwa nimewo moun k ap resevwa kredi a ak montan an, pou kredi a ka rive.',
        'PayPal trete peman ou yo dapre pwòp politik pa l sou vi prive.',
        'Sèvis SMS ak imèl nou yo resevwa nimewo telefòn ou oswa imèl ou, ak mesaj n ap voye ba ou a, tankou yon kòd verifikasyon oswa yon resi.',
        'Antrepriz ki bay nou sèvè yo kenbe done yo pou nou, dapre yon kontra, e yo pa gen dwa sèvi ak yo pou pwòp afè pa yo. Nou ka bay enfòmasyon tou lè lalwa oblije nou, pa egzanp pou reponn yon demann valab ki soti nan yon tribinal oswa yon otorite.',
        'Nou pa janm vann done pèsonèl ou yo, ni bay okenn piblisitè yo.',
      ],
    },
    {
      id: 'retention',
      heading: 'Konbyen tan nou kenbe yo',
      paragraphs: [
        'Nou kenbe enfòmasyon sou kont ou pandan tout tan kont lan louvri.',
        'Lè w efase kont ou, nou efase done pèsonèl ou yo, oswa nou fè yo vin anonim. Lalwa mande pou nou kenbe dosye finansye yo (kòb ki antre ak soti nan bous la, peman, rechaj ak lajan ki remèt) pandan 7 an; nou kenbe yo san non w, san imèl ou e san nimewo telefòn ou, kidonk yo pa kole ak ou ankò.',
        'Jounal sekirite yo ak mesaj sipò yo, nou kenbe yo sèlman pandan tan nou bezwen yo a, apre sa nou efase yo.',
      ],
    },
    {
      id: 'security',
      heading: 'Kijan nou pwoteje yo',
      paragraphs: [
        'Nou pwoteje modpas yo ak argon2id, yon metòd modèn ki fèt pou reziste lè moun eseye kase l: pèsonn nan Kredi pa ka li modpas ou.',
        'Koneksyon ou ak Kredi chifre (HTTPS), e cookie sesyon ou an HttpOnly. Nou limite konbyen fwa yon moun ka eseye konekte youn dèyè lòt, epi ou ka limen verifikasyon 2 etap pou nou mande w yon kòd anplis chak fwa w konekte.',
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
        'Pou tout lòt bagay, ekip sipò nou an la 24 è sou 24, 7 jou sou 7, pa chat oswa pa imèl, e l ap reponn ou nan anviwon 24 èdtan.',
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
};
