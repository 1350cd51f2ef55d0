// The mails' texts in Nepali (issue 28): a respectful register for a temple office; names and amounts are values.
import type { MailTexts } from './en';

export const ne: MailTexts = {
  languageName: 'नेपाली',
  greeting: ({ name }) => `नमस्कार ${name}, `,
  devotee: 'भक्तजन',
  footer: 'यो सन्देश मन्दिर केन्द्रको तर्फबाट सन्निधिले पठाएको हो।',
  ref: 'सन्दर्भ',
  qrAlt: ({ reference }) => `बुकिङ सन्दर्भ ${reference} को QR कोड`,
  checkInHint: 'मन्दिरमा, आफ्नो बुकिङको QR कोड देखाउनुहोस् वा बुकिङ सन्दर्भ पूजा सहायकलाई भन्नुहोस्।',

  confirmationSubject: ({ center }) => `${center} मा तपाईंको बुकिङ पक्का भयो`,
  confirmationTitle: 'बुकिङ पक्का भयो',
  confirmationSentence: ({ amount }) => `तपाईंको ${amount} भुक्तानी प्राप्त भयो र तपाईंको बुकिङ पक्का भयो।`,

  statusReceivedTitle: 'भुक्तानी प्राप्त भयो',
  statusNotCompletedTitle: 'भुक्तानी पूरा भएन',
  statusRefundedTitle: 'भुक्तानी फिर्ता गरियो',
  statusReceivedSentence: ({ amount }) => `तपाईंको ${amount} भुक्तानी प्राप्त भयो र तपाईंको बुकिङ पक्का भयो।`,
  statusErrorSentence: ({ amount }) =>
    `तपाईंको ${amount} भुक्तानी सफल भएन, त्यसैले केही बुक भएको छैन। तपाईं फेरि प्रयास गर्न सक्नुहुन्छ।`,
  statusExpiredSentence: ({ amount }) =>
    `तपाईंको ${amount} भुक्तानी समयमै हामीलाई प्राप्त भएन, त्यसैले स्थानहरू खुला गरिए। तपाईं फेरि बुक गर्न सक्नुहुन्छ।`,
  statusRefundedSentence: ({ amount }) => `तपाईंको ${amount} भुक्तानी पूरै फिर्ता गरिएको छ।`,

  linkSubject: ({ center }) => `${center} मा तपाईंको बुकिङका लागि भुक्तानी लिङ्क`,
  linkTitle: 'आफ्नो भुक्तानी पूरा गर्नुहोस्',
  linkSentence: ({ amount, center, hours }) =>
    `कृपया ${center} मा तपाईंको बुकिङका लागि ${amount} भुक्तानी पूरा गर्नुहोस्। यो लिङ्क ${hours} घण्टासम्म मान्य छ; भुक्तानी पूरा भएपछि तपाईंको दर्ता पक्का हुन्छ।`,
  payNow: 'अहिले भुक्तानी गर्नुहोस्',
  payHere: ({ url }) => `यहाँ भुक्तानी गर्नुहोस्: ${url}`,

  lateReasons: {
    'places-taken': 'यसै बीच स्थानहरू अरूले लिइसके',
    'slot-past': 'पूजाको समय बितिसकेको छ',
    'slot-closed': 'मन्दिरले त्यो मिति बन्द गरेको छ',
    'ritual-hidden': 'त्यो पूजा अब उपलब्ध छैन',
    'month-already-paid': 'त्यो महिनाको भुक्तानी पहिले नै भइसकेको थियो',
    'subscription-ended': 'सदस्यता समाप्त भइसकेको छ',
  },
  lateReasonUnknown: 'बुकिङ कायम राख्न सकिएन',
  refundStartedTitle: 'रकम फिर्ता सुरु भयो',
  refundStartedSentence: ({ amount, reason }) =>
    `तपाईंको ${amount} भुक्तानी समयसीमा सकिएपछि आइपुग्यो र ${reason}, त्यसैले केही बुक भएको छैन। ${amount} तपाईंको मूल भुक्तानी माध्यममा फिर्ता गर्न सुरु गरिएको छ; यो पूरा भएपछि हामी फेरि जानकारी दिनेछौं।`,
  refundDoneTitle: 'रकम फिर्ता पूरा भयो',
  refundDoneSentence: ({ amount }) => `तपाईंको ${amount} तपाईंको मूल भुक्तानी माध्यममा फिर्ता पठाइएको छ।`,
  refundDoneOutsideSentence: ({ amount, how }) =>
    `बैंकले यसलाई तपाईंको मूल भुक्तानी माध्यममा फिर्ता पठाउन नसकेकाले, मन्दिर कार्यालयले तपाईंको ${amount} अर्कै तरिकाले (${how}) फिर्ता दिएको छ।`,
  outsideMethods: { CASH: 'काउन्टरमा नगद', BANK_TRANSFER: 'बैंक ट्रान्सफर', CHEQUE: 'चेक' },
  refundFailedTitle: 'रकम फिर्तामा ढिलाइ',
  refundFailedSentence: ({ amount }) =>
    `तपाईंको ${amount} फिर्ता बैंकले अझै पूरा गर्न सकेको छैन। हामी फेरि प्रयास गर्नेछौं र मन्दिर कार्यालयलाई जानकारी दिइएको छ; तपाईंले केही गर्नुपर्दैन।`,

  holdTitle: 'तपाईंको बुकिङ रोकिएको छ',
  rescheduleTitle: 'तपाईंको बुकिङको मिति सारिएको छ',
  cancelTitle: 'तपाईंको बुकिङ रद्द गरिएको छ',
  templeClosed: ({ reason }) => `मन्दिरले तपाईंको पूजाको मिति बन्द गरेको छ${reason ? ` (${reason})` : ''}। `,
  holdSentence: 'तपाईंको बुकिङ रोकिएको छ। मूल पूजा मितिदेखि 90 दिनभित्र "मेरा पूजाहरू" बाट यसको मिति सार्न सक्नुहुन्छ।',
  rescheduleSentence: ({ when }) => `तपाईंको बुकिङ ${when} मा सारिएको छ।`,
  rescheduleWas: ({ when }) => `पहिले ${when}`,
  cancelRefundSentence: ({ amount }) =>
    `तपाईंको बुकिङ रद्द गरिएको छ। ${amount} तपाईंको मूल भुक्तानी माध्यममा फिर्ता गर्न सुरु गरिएको छ।`,
  cancelNoRefundSentence: 'तपाईंको बुकिङ रद्द गरिएको छ। रद्द गर्ने सर्तअनुसार रकम फिर्ता दिइँदैन।',

  chargeFailedSubject: ({ month, ritual }) => `तपाईंको ${ritual} सदस्यताको ${month}औं भुक्तानी सफल भएन`,
  chargeFailedSentence: ({ month, ritual, reason }) =>
    `हामीले तपाईंको ${ritual} सदस्यताको ${month}औं महिनाको शुल्क लिन सकेनौं (${reason})।`,
  chargeRetry: ({ date }) =>
    `हामी ${date} मा फेरि प्रयास गर्नेछौं। कृपया तपाईंको कार्ड वा बैंक म्यान्डेटबाट शुल्क लिन सकिने सुनिश्चित गर्नुहोस्।`,
  chargePaused:
    'धेरै पटक प्रयास गर्दा पनि सफल भएन, त्यसैले तपाईंको सदस्यता स्थगित गरिएको छ। तपाईंको कार्ड वा बैंक म्यान्डेटबाट शुल्क लिन सकिने भएपछि ड्यासबोर्डको "सदस्यता" ट्याबबाट यसलाई फेरि सुरु गर्नुहोस्।',
  mandateEndedSubject: ({ ritual }) => `तपाईंको ${ritual} सदस्यता रद्द गरिएको छ`,
  mandateEndedSentence: ({ ritual }) =>
    `${ritual} सदस्यताका लागि तपाईंको बैंक म्यान्डेट रद्द गरिएको छ, त्यसैले अबका महिनाहरूको शुल्क लिइने छैन।`,

  shippedSubject: ({ center }) => `${center} बाट तपाईंको प्रसाद बाटोमा छ`,
  shippedSentence: ({ ritual, reference, carrier }) =>
    `तपाईंको ${ritual} (सन्दर्भ ${reference}) को प्रसाद ${carrier} मार्फत पठाइएको छ।`,
  trackingId: 'ट्र्याकिङ नम्बर',
  trackAt: ({ url }) => `यहाँ ट्र्याक गर्नुहोस्: ${url}`,
  trackLink: 'आफ्नो पार्सल ट्र्याक गर्नुहोस्',
  shippedTo: 'पठाइएको ठेगाना',

  calendarHint:
    'संलग्न क्यालेन्डर फाइलले तपाईंको पूजा तपाईंको क्यालेन्डरमा थप्छ; "मेरा पूजाहरू" मा पनि "क्यालेन्डरमा थप्नुहोस्" अन्तर्गत यो उपलब्ध छ।',

  calendarEvent: {
    reference: 'बुकिङ सन्दर्भ नम्बर',
    inPerson: 'मन्दिरमा आफैं उपस्थित',
    online: 'अनलाइन: तपाईंको तर्फबाट मन्दिरमा सम्पन्न गरिन्छ',
    yourBooking: 'तपाईंको बुकिङ',
    fullStop: '।',
  },
  reminderSubject: ({ ritual, center, when }) => `सम्झना: ${center} मा ${ritual}, ${when}`,
  reminderTitle: 'तपाईंको पूजा नजिकिँदै छ',
  reminderSentence: ({ ritual, when }) => `${when} मा हुने तपाईंको ${ritual} को विनम्र सम्झना हो यो।`,
  reminderWhere: ({ place }) => `स्थान: ${place}। कृपया अलि चाँडो पाल्नुहोस्।`,
  reminderOnline: ({ center }) =>
    `कसरी: यो अनलाइन पूजा हो, तपाईंको तर्फबाट ${center} मा सम्पन्न गरिन्छ; तपाईंले यात्रा गर्नु पर्दैन। यसमा कसरी सहभागी हुने भन्ने केन्द्रको जानकारी पृष्ठमा लेखिएको छ।`,
  reminderBring: ({ url }) => `के ल्याउने र कस्तो पहिरन लगाउने: केन्द्रको जानकारी पृष्ठ हेर्नुहोस्, ${url}`,
  reminderBringLead: 'के ल्याउने र कस्तो पहिरन लगाउने:',
  reminderInfoLink: 'केन्द्रको जानकारी पृष्ठ',
  reminderBooking: ({ reference, options }) => `बुकिङ सन्दर्भ नम्बर ${reference} (${options})।`,
  reminderManage: ({ url }) => `मिति सार्न वा रद्द गर्न "मेरा पूजाहरू" खोल्नुहोस्: ${url}`,
  myRituals: 'मेरा पूजाहरू',
  rescheduleOrCancel: 'मिति सार्नुहोस् वा रद्द गर्नुहोस्।',

  preDebitSubject: ({ center, amount, date, ritual }) =>
    `तपाईंको ${ritual} सदस्यताका लागि ${center} ले ${date} मा ${amount} शुल्क लिनेछ`,
  preDebitSentence: 'यो तपाईंको अर्को मासिक शुल्कअघिको सूचना हो।',
  preDebitDetails: ({ center, amount, date }) =>
    `प्राप्तकर्ता: ${center}। रकम: ${amount}। शुल्क लिइने मिति: ${date}।`,
  preDebitPurpose: ({ reference, month, termMonths, ritual }) =>
    `म्यान्डेट सन्दर्भ: ${reference}। प्रयोजन: तपाईंको ${ritual} प्रसाद सदस्यताको ${termMonths} महिनामध्ये ${month}औँ महिना।`,
  preDebitPause: ({ url }) =>
    `यो महिना होइन? शुल्क लिइने मितिअघि, एकै ट्यापमा यो महिना छोड्नुहोस् वा सदस्यता स्थगित गर्नुहोस्: ${url}`,
  preDebitContact: ({ contact }) => `प्रश्न वा गुनासोका लागि: ${contact}।`,
  postDebitSubject: ({ center, amount, month, ritual }) =>
    `${center} ले तपाईंको ${ritual} सदस्यताको ${month}औं महिनाका लागि ${amount} शुल्क लिएको छ`,
  postDebitSentence: 'तपाईंको मासिक शुल्क लिइएको छ।',
  postDebitComplaint: ({ contact }) =>
    `के यो शुल्क अपेक्षित थिएन, वा यसमा केही त्रुटि छ? केन्द्रमा गुनासो गर्नुहोस्: ${contact}। म्यान्डेट सन्दर्भ उल्लेख गरी आफ्नो बैंकमा पनि गुनासो गर्न सक्नुहुन्छ।`,
  yourBankMandate: 'तपाईंको बैंक म्यान्डेट',

  waitingOfferSubject: ({ ritual, when }) => `तपाईंका लागि स्थान उपलब्ध भएका छन्: ${ritual}, ${when}`,
  waitingOfferTitle: 'प्रतीक्षा सूचीबाट तपाईंका स्थान',
  waitingOfferSentence: ({ places, ritual, center, when }) =>
    `${center} मा ${when} मा हुने ${ritual} मा स्थान उपलब्ध भएका छन्: तपाईंले प्रतीक्षा गर्नुभएका ${places} स्थान अब तपाईंका लागि सुरक्षित राखिएका छन्।`,
  waitingOfferHold: ({ until }) =>
    `यी ${until} सम्म तपाईंका लागि सुरक्षित छन्। त्यसपछि प्रतीक्षा सूचीमा अर्को भक्तजनलाई दिइनेछ।`,
  waitingOfferBook: 'सुरक्षित स्थान बुक गर्नुहोस्',
  waitingOfferLink: ({ url }) => `यहाँ बुक गर्नुहोस्: ${url}`,
  waitingOfferLeave: 'अब यिनको आवश्यकता छैन भने "मेरा पूजाहरू" मा प्रतीक्षा सूची छोड्नुहोस्; स्थान अर्को भक्तजनलाई जानेछन्।',

  erasureCancelledSubject: 'तपाईंको खाता हटाइने छैन',
  erasureCancelledTitle: 'तपाईंको खाता हटाउने अनुरोध रद्द गरियो',
  erasureCancelledSentence: 'फेरि स्वागत छ। तपाईंले साइन इन गर्नुभएकाले तपाईंको खाता हटाउने अनुरोध रद्द गरिएको छ।',
  erasureCancelledKept:
    'तपाईंको खाता र तपाईंको जानकारी जस्ताको तस्तै रहनेछन्। अझै पनि खाता हटाउन चाहनुहुन्छ भने, आफ्नो ड्यासबोर्डको "मेरो जानकारी" मा फेरि अनुरोध गर्नुहोस्। साइन इन गर्ने तपाईं होइन भने, कृपया मन्दिर कार्यालयलाई लेख्नुहोस्।',
};
