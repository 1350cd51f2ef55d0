// The mails' texts in Telugu (issue 28): a respectful register for a temple office; names and amounts are values.
import type { MailTexts } from './en';

export const te: MailTexts = {
  languageName: 'తెలుగు',
  greeting: ({ name }) => `నమస్కారం ${name}, `,
  devotee: 'భక్తులారా',
  footer: 'ఈ సందేశాన్ని ఆలయ కేంద్రం తరఫున సన్నిధి పంపింది.',
  ref: 'సూచిక',
  qrAlt: ({ reference }) => `బుకింగ్ సూచిక సంఖ్య ${reference} యొక్క QR కోడ్`,
  checkInHint: 'ఆలయంలో, మీ బుకింగ్ QR కోడ్‌ను చూపించండి లేదా బుకింగ్ సూచిక సంఖ్యను పూజా సహాయకులకు తెలియజేయండి.',

  confirmationSubject: ({ center }) => `${center}లో మీ బుకింగ్ నిర్ధారించబడింది`,
  confirmationTitle: 'బుకింగ్ నిర్ధారించబడింది',
  confirmationSentence: ({ amount }) => `మీ ${amount} చెల్లింపు అందింది, మీ బుకింగ్ నిర్ధారించబడింది.`,

  statusReceivedTitle: 'చెల్లింపు అందింది',
  statusNotCompletedTitle: 'చెల్లింపు పూర్తి కాలేదు',
  statusRefundedTitle: 'చెల్లింపు తిరిగి ఇవ్వబడింది',
  statusReceivedSentence: ({ amount }) => `మీ ${amount} చెల్లింపు అందింది, మీ బుకింగ్ నిర్ధారించబడింది.`,
  statusErrorSentence: ({ amount }) => `మీ ${amount} చెల్లింపు జరగలేదు, కాబట్టి ఏదీ బుక్ కాలేదు. మీరు మళ్ళీ ప్రయత్నించవచ్చు.`,
  statusExpiredSentence: ({ amount }) =>
    `మీ ${amount} చెల్లింపు సమయానికి మాకు అందలేదు, కాబట్టి స్థానాలు విడుదల చేయబడ్డాయి. మీరు మళ్ళీ బుక్ చేసుకోవచ్చు.`,
  statusRefundedSentence: ({ amount }) => `మీ ${amount} చెల్లింపు పూర్తిగా తిరిగి ఇవ్వబడింది.`,

  linkSubject: ({ center }) => `${center}లో మీ బుకింగ్ కోసం చెల్లింపు లింక్`,
  linkTitle: 'మీ చెల్లింపును పూర్తి చేయండి',
  linkSentence: ({ amount, center, hours }) =>
    `దయచేసి ${center}లో మీ బుకింగ్ కోసం ${amount} చెల్లింపును పూర్తి చేయండి. ఈ లింక్ ${hours} గంటల పాటు చెల్లుతుంది; చెల్లింపు పూర్తయిన వెంటనే మీ నమోదు నిర్ధారించబడుతుంది.`,
  payNow: 'ఇప్పుడే చెల్లించండి',
  payHere: ({ url }) => `ఇక్కడ చెల్లించండి: ${url}`,

  lateReasons: {
    'places-taken': 'ఈలోగా స్థానాలను ఇతరులు తీసుకున్నారు',
    'slot-past': 'పూజ సమయం గడిచిపోయింది',
    'slot-closed': 'ఆలయం ఆ తేదీని మూసివేసింది',
    'ritual-hidden': 'ఆ పూజ ఇప్పుడు అందుబాటులో లేదు',
    'month-already-paid': 'ఆ నెల చెల్లింపు ఇప్పటికే జరిగింది',
    'subscription-ended': 'చందా ముగిసింది',
  },
  lateReasonUnknown: 'బుకింగ్‌ను కొనసాగించడం సాధ్యం కాలేదు',
  refundStartedTitle: 'వాపసు ప్రారంభమైంది',
  refundStartedSentence: ({ amount, reason }) =>
    `మీ ${amount} చెల్లింపు గడువు ముగిసిన తర్వాత అందింది, అలాగే ${reason}, కాబట్టి ఏదీ బుక్ కాలేదు. ${amount} వాపసు మీరు చెల్లించిన అసలు పద్ధతికే ప్రారంభించబడింది; అది పూర్తయినప్పుడు మళ్ళీ తెలియజేస్తాము.`,
  refundDoneTitle: 'వాపసు పూర్తయింది',
  refundDoneSentence: ({ amount }) => `మీ ${amount} వాపసు మీరు చెల్లించిన అసలు పద్ధతికి పంపబడింది.`,
  refundDoneOutsideSentence: ({ amount, how }) =>
    `బ్యాంకు దీనిని మీరు చెల్లించిన అసలు పద్ధతికి తిరిగి పంపలేకపోయినందున, మీ ${amount} వాపసును ఆలయ కార్యాలయం మరో విధంగా (${how}) మీకు తిరిగి ఇచ్చింది.`,
  outsideMethods: { CASH: 'కౌంటర్ వద్ద నగదు', BANK_TRANSFER: 'బ్యాంకు బదిలీ', CHEQUE: 'చెక్కు' },
  refundFailedTitle: 'వాపసు ఆలస్యమవుతోంది',
  refundFailedSentence: ({ amount }) =>
    `మీ ${amount} వాపసును బ్యాంకు ఇంకా పూర్తి చేయలేకపోయింది. మేము మళ్ళీ ప్రయత్నిస్తాము, ఆలయ కార్యాలయానికి కూడా తెలియజేశాము; మీరు ఏమీ చేయనవసరం లేదు.`,

  holdTitle: 'మీ బుకింగ్ నిలిపివేయబడింది',
  rescheduleTitle: 'మీ బుకింగ్ వేరే సమయానికి మార్చబడింది',
  cancelTitle: 'మీ బుకింగ్ రద్దు చేయబడింది',
  templeClosed: ({ reason }) => `ఆలయం మీ పూజ తేదీని మూసివేసింది${reason ? ` (${reason})` : ''}. `,
  holdSentence: 'మీ బుకింగ్ నిలిపివేయబడింది. అసలు పూజ తేదీ నుండి 90 రోజులలోపు "నా పూజలు" నుండి దీనిని వేరే సమయానికి మార్చుకోవచ్చు.',
  rescheduleSentence: ({ when }) => `మీ బుకింగ్ కొత్త సమయానికి మార్చబడింది: ${when}.`,
  rescheduleWas: ({ when }) => `గతంలో ${when}`,
  cancelRefundSentence: ({ amount }) =>
    `మీ బుకింగ్ రద్దు చేయబడింది. ${amount} వాపసు మీరు చెల్లించిన అసలు పద్ధతికి ప్రారంభించబడింది.`,
  cancelNoRefundSentence: 'మీ బుకింగ్ రద్దు చేయబడింది. రద్దు నిబంధనల ప్రకారం వాపసు ఇవ్వబడదు.',

  chargeFailedSubject: ({ month, ritual }) => `మీ ${ritual} చందా యొక్క ${month}వ చెల్లింపు జరగలేదు`,
  chargeFailedSentence: ({ month, ritual, reason }) =>
    `మీ ${ritual} చందా యొక్క ${month}వ నెల రుసుమును వసూలు చేయలేకపోయాము (${reason}).`,
  chargeRetry: ({ date }) =>
    `${date}న మళ్ళీ ప్రయత్నిస్తాము. దయచేసి మీ కార్డు లేదా బ్యాంకు మాండేట్ నుండి రుసుము వసూలు చేయగలిగేలా చూసుకోండి.`,
  chargePaused:
    'అనేకసార్లు ప్రయత్నించినా ఫలితం లేకపోయింది, కాబట్టి మీ చందా నిలిపివేయబడింది. మీ కార్డు లేదా బ్యాంకు మాండేట్ నుండి రుసుము వసూలు చేయగలిగినప్పుడు, మీ డాష్‌బోర్డ్‌లోని "చందా" ట్యాబ్ నుండి దీనిని తిరిగి ప్రారంభించండి.',
  mandateEndedSubject: ({ ritual }) => `మీ ${ritual} చందా రద్దు చేయబడింది`,
  mandateEndedSentence: ({ ritual }) =>
    `${ritual} చందా కోసం మీ బ్యాంకు మాండేట్ రద్దు చేయబడింది, కాబట్టి ఇకపై ఏ నెలకూ రుసుము వసూలు చేయబడదు.`,

  shippedSubject: ({ center }) => `${center} నుండి మీ ప్రసాదం దారిలో ఉంది`,
  shippedSentence: ({ ritual, reference, carrier }) =>
    `మీ ${ritual} (సూచిక ${reference}) ప్రసాదం ${carrier} ద్వారా పంపబడింది.`,
  trackingId: 'ట్రాకింగ్ సంఖ్య',
  trackAt: ({ url }) => `ఇక్కడ ట్రాక్ చేయండి: ${url}`,
  trackLink: 'మీ పార్శిల్‌ను ట్రాక్ చేయండి',
  shippedTo: 'పంపిన చిరునామా',

  calendarHint:
    'జతచేసిన క్యాలెండర్ ఫైల్ మీ పూజను మీ క్యాలెండర్‌లో చేరుస్తుంది; "నా పూజలు"లో కూడా "క్యాలెండర్‌లో చేర్చండి" కింద ఇది లభిస్తుంది.',

  calendarEvent: {
    reference: 'బుకింగ్ సంఖ్య',
    inPerson: 'ఆలయంలో స్వయంగా',
    online: 'ఆన్‌లైన్: మీ తరఫున ఆలయంలో నిర్వహించబడుతుంది',
    yourBooking: 'మీ బుకింగ్',
    fullStop: '.',
  },
  reminderSubject: ({ ritual, center, when }) => `జ్ఞాపిక: ${center}లో ${ritual}, ${when}`,
  reminderTitle: 'మీ పూజ సమీపిస్తోంది',
  reminderSentence: ({ ritual, when }) => `${when}న జరగనున్న మీ ${ritual} గురించి ఇది వినయపూర్వక జ్ఞాపిక.`,
  reminderWhere: ({ place }) => `స్థలం: ${place}. దయచేసి కొంచెం ముందుగా విచ్చేయండి.`,
  reminderOnline: ({ center }) =>
    `ఎలా: ఇది ఆన్‌లైన్ పూజ, మీ తరఫున ${center}లో నిర్వహించబడుతుంది; మీరు ప్రయాణించనవసరం లేదు. దీనిని ఎలా అనుసరించాలో కేంద్రం సమాచార పేజీ తెలియజేస్తుంది.`,
  reminderBring: ({ url }) => `ఏమి తీసుకురావాలి, ఎలాంటి వస్త్రధారణ: కేంద్రం సమాచార పేజీ చూడండి, ${url}`,
  reminderBringLead: 'ఏమి తీసుకురావాలి, ఎలాంటి వస్త్రధారణ:',
  reminderInfoLink: 'కేంద్రం సమాచార పేజీ',
  reminderBooking: ({ reference, options }) => `బుకింగ్ సంఖ్య ${reference} (${options}).`,
  reminderManage: ({ url }) => `తేదీ మార్చడానికి లేదా రద్దు చేయడానికి "నా పూజలు" తెరవండి: ${url}`,
  myRituals: 'నా పూజలు',
  rescheduleOrCancel: 'తేదీ మార్చండి లేదా రద్దు చేయండి.',

  preDebitSubject: ({ center, amount, date, ritual }) =>
    `మీ ${ritual} చందా కోసం ${center} ${date}న ${amount} వసూలు చేస్తుంది`,
  preDebitSentence: 'ఇది మీ తదుపరి నెలవారీ రుసుముకు ముందు పంపే సూచన.',
  preDebitDetails: ({ center, amount, date }) => `స్వీకర్త: ${center}. మొత్తం: ${amount}. వసూలు తేదీ: ${date}.`,
  preDebitPurpose: ({ reference, month, termMonths, ritual }) =>
    `మాండేట్ సంఖ్య: ${reference}. ఉద్దేశ్యం: మీ ${ritual} ప్రసాదం చందాలో ${termMonths} నెలల్లో ${month}వ నెల.`,
  preDebitPause: ({ url }) => `ఈ నెల వద్దా? వసూలు తేదీకి ముందే, ఒక్క తాకిడితో ఈ నెలను వదిలివేయండి లేదా చందాను నిలిపివేయండి: ${url}`,
  preDebitContact: ({ contact }) => `ప్రశ్నలు లేదా ఫిర్యాదు కోసం: ${contact}.`,
  postDebitSubject: ({ center, amount, month, ritual }) =>
    `మీ ${ritual} చందాలో ${month}వ నెలకు ${center} ${amount} వసూలు చేసింది`,
  postDebitSentence: 'మీ నెలవారీ రుసుము వసూలు చేయబడింది.',
  postDebitComplaint: ({ contact }) =>
    `ఈ రుసుమును మీరు ఊహించలేదా, లేదా ఇందులో ఏదైనా పొరపాటు ఉందా? కేంద్రానికి ఫిర్యాదు చేయండి: ${contact}. మాండేట్ సంఖ్యను తెలిపి మీ బ్యాంకుకు కూడా ఫిర్యాదు చేయవచ్చు.`,
  yourBankMandate: 'మీ బ్యాంకు మాండేట్',

  waitingOfferSubject: ({ ritual, when }) => `మీ కోసం స్థానాలు లభించాయి: ${ritual}, ${when}`,
  waitingOfferTitle: 'నిరీక్షణ జాబితా నుండి మీ స్థానాలు',
  waitingOfferSentence: ({ places, ritual, center, when }) =>
    `${center} కేంద్రంలో ${when} న జరిగే ${ritual} పూజలో స్థానాలు లభించాయి: మీరు ఎదురుచూసిన ${places} స్థానాలు ఇప్పుడు మీ కోసం ప్రత్యేకంగా ఉంచబడ్డాయి.`,
  waitingOfferHold: ({ until }) => `ఇవి ${until} వరకు మీ కోసం ఉంచబడతాయి. ఆ తర్వాత జాబితాలో తదుపరి భక్తులకు ఇవ్వబడతాయి.`,
  waitingOfferBook: 'ఉంచిన స్థానాలను బుక్ చేయండి',
  waitingOfferLink: ({ url }) => `ఇక్కడ బుక్ చేయండి: ${url}`,
  waitingOfferLeave: 'ఇక మీకు ఇవి అవసరం లేకపోతే, "నా పూజలు"లో నిరీక్షణ జాబితా నుండి వైదొలగండి; స్థానాలు తదుపరి భక్తులకు వెళ్తాయి.',

  erasureCancelledSubject: 'మీ ఖాతా తొలగించబడదు',
  erasureCancelledTitle: 'మీ ఖాతాను తొలగించే అభ్యర్థన రద్దు చేయబడింది',
  erasureCancelledSentence: 'మళ్లీ స్వాగతం. మీరు సైన్ ఇన్ చేసినందున, మీ ఖాతాను తొలగించే అభ్యర్థన రద్దు చేయబడింది.',
  erasureCancelledKept:
    'మీ ఖాతా మరియు మీ సమాచారం అలాగే ఉంటాయి. మీరు ఇంకా మీ ఖాతాను తొలగించాలనుకుంటే, మీ డాష్‌బోర్డ్‌లోని "నా సమాచారం"లో మళ్లీ అభ్యర్థించండి. సైన్ ఇన్ చేసింది మీరు కాకపోతే, దయచేసి ఆలయ కార్యాలయానికి వ్రాయండి.',
};
