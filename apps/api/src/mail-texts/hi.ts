// The mails' texts in Hindi (issue 28): a respectful register for a temple office; names and amounts are values.
import type { MailTexts } from './en';

export const hi: MailTexts = {
  languageName: 'हिन्दी',
  greeting: ({ name }) => `नमस्कारम् ${name}, `,
  devotee: 'भक्तजन',
  footer: 'यह संदेश सन्निधि ने मंदिर केंद्र की ओर से भेजा है।',
  ref: 'संदर्भ',
  qrAlt: ({ reference }) => `बुकिंग संदर्भ ${reference} का QR कोड`,
  checkInHint: 'मंदिर में अपनी बुकिंग का QR कोड दिखाएँ या अनुष्ठान सहायक को बुकिंग संदर्भ बताएँ।',

  confirmationSubject: ({ center }) => `${center} में आपकी बुकिंग की पुष्टि हो गई है`,
  confirmationTitle: 'बुकिंग की पुष्टि हो गई',
  confirmationSentence: ({ amount }) =>
    `आपका ${amount} का भुगतान प्राप्त हो गया है और आपकी बुकिंग की पुष्टि हो गई है।`,

  statusReceivedTitle: 'भुगतान प्राप्त हुआ',
  statusNotCompletedTitle: 'भुगतान पूरा नहीं हुआ',
  statusRefundedTitle: 'भुगतान वापस किया गया',
  statusReceivedSentence: ({ amount }) =>
    `आपका ${amount} का भुगतान प्राप्त हो गया है और आपकी बुकिंग की पुष्टि हो गई है।`,
  statusErrorSentence: ({ amount }) =>
    `आपका ${amount} का भुगतान पूरा नहीं हो सका, इसलिए कोई बुकिंग नहीं हुई। आप फिर से प्रयास कर सकते हैं।`,
  statusExpiredSentence: ({ amount }) =>
    `आपका ${amount} का भुगतान समय पर प्राप्त नहीं हुआ, इसलिए स्थान मुक्त कर दिए गए। आप फिर से बुकिंग कर सकते हैं।`,
  statusRefundedSentence: ({ amount }) => `आपका ${amount} का भुगतान पूरा वापस कर दिया गया है।`,

  linkSubject: ({ center }) => `${center} में आपकी बुकिंग के लिए भुगतान लिंक`,
  linkTitle: 'अपना भुगतान पूरा करें',
  linkSentence: ({ amount, center, hours }) =>
    `कृपया ${center} में अपनी बुकिंग के लिए ${amount} का भुगतान पूरा करें। यह लिंक ${hours} घंटे तक मान्य है; भुगतान पूरा होते ही आपका पंजीकरण पक्का हो जाएगा।`,
  payNow: 'अभी भुगतान करें',
  payHere: ({ url }) => `यहाँ भुगतान करें: ${url}`,

  lateReasons: {
    'places-taken': 'इस बीच स्थान अन्य भक्तों ने ले लिए',
    'slot-past': 'अनुष्ठान का समय बीत चुका है',
    'slot-closed': 'मंदिर ने वह तिथि बंद कर दी है',
    'ritual-hidden': 'यह अनुष्ठान अब उपलब्ध नहीं है',
    'month-already-paid': 'उस महीने का भुगतान पहले ही हो चुका था',
    'subscription-ended': 'सदस्यता समाप्त हो चुकी है',
  },
  lateReasonUnknown: 'बुकिंग बनाए नहीं रखी जा सकी',
  refundStartedTitle: 'धनवापसी शुरू हुई',
  refundStartedSentence: ({ amount, reason }) =>
    `आपका ${amount} का भुगतान निर्धारित समय बीतने के बाद पहुँचा और ${reason}, इसलिए कोई बुकिंग नहीं हुई है। ${amount} की धनवापसी आपके मूल भुगतान माध्यम पर शुरू कर दी गई है; पूरी होने पर हम आपको फिर लिखेंगे।`,
  refundDoneTitle: 'धनवापसी पूरी हुई',
  refundDoneSentence: ({ amount }) => `आपकी ${amount} की धनवापसी आपके मूल भुगतान माध्यम पर भेज दी गई है।`,
  refundDoneOutsideSentence: ({ amount, how }) =>
    `आपकी ${amount} की धनवापसी मंदिर कार्यालय ने आपको दूसरे तरीके से (${how}) लौटा दी है, क्योंकि बैंक इसे आपके मूल भुगतान माध्यम पर वापस नहीं भेज सका।`,
  outsideMethods: { CASH: 'काउंटर पर नकद', BANK_TRANSFER: 'बैंक ट्रांसफ़र', CHEQUE: 'चेक' },
  refundFailedTitle: 'धनवापसी में देरी',
  refundFailedSentence: ({ amount }) =>
    `आपकी ${amount} की धनवापसी अभी बैंक द्वारा पूरी नहीं हो सकी। हम फिर प्रयास करेंगे और मंदिर कार्यालय को सूचित कर दिया गया है; आपको कुछ करने की आवश्यकता नहीं है।`,

  holdTitle: 'आपकी बुकिंग रोकी गई है',
  rescheduleTitle: 'आपकी बुकिंग की तिथि बदल दी गई है',
  cancelTitle: 'आपकी बुकिंग रद्द कर दी गई है',
  templeClosed: ({ reason }) => `मंदिर ने आपके अनुष्ठान की तिथि बंद कर दी है${reason ? ` (${reason})` : ''}। `,
  holdSentence: 'आपकी बुकिंग रोकी गई है। आप मूल अनुष्ठान तिथि से 90 दिनों के भीतर "मेरे अनुष्ठान" से इसकी तिथि बदल सकते हैं।',
  rescheduleSentence: ({ when }) => `आपकी बुकिंग ${when} पर स्थानांतरित कर दी गई है।`,
  rescheduleWas: ({ when }) => `पहले ${when}`,
  cancelRefundSentence: ({ amount }) =>
    `आपकी बुकिंग रद्द कर दी गई है। ${amount} की धनवापसी आपके मूल भुगतान माध्यम पर शुरू कर दी गई है।`,
  cancelNoRefundSentence: 'आपकी बुकिंग रद्द कर दी गई है। रद्दीकरण की शर्तों के अनुसार कोई धनवापसी नहीं दी जाती।',

  chargeFailedSubject: ({ month, ritual }) => `आपकी ${ritual} सदस्यता का ${month}वाँ भुगतान पूरा नहीं हुआ`,
  chargeFailedSentence: ({ month, ritual, reason }) =>
    `हम आपकी ${ritual} सदस्यता के ${month}वें महीने का शुल्क नहीं ले सके (${reason})।`,
  chargeRetry: ({ date }) =>
    `हम ${date} को फिर प्रयास करेंगे। कृपया सुनिश्चित करें कि आपके कार्ड या बैंक मैंडेट से शुल्क लिया जा सके।`,
  chargePaused:
    'कई बार प्रयास करने पर भी सफलता नहीं मिली, इसलिए आपकी सदस्यता स्थगित कर दी गई है। जब आपके कार्ड या बैंक मैंडेट से शुल्क लिया जा सके, तब अपने डैशबोर्ड के "सदस्यता" टैब से इसे फिर से आरंभ करें।',
  mandateEndedSubject: ({ ritual }) => `आपकी ${ritual} सदस्यता रद्द हो गई है`,
  mandateEndedSentence: ({ ritual }) =>
    `${ritual} सदस्यता के लिए आपका बैंक मैंडेट रद्द हो गया है, इसलिए आगे के महीनों का कोई शुल्क नहीं लिया जाएगा।`,

  shippedSubject: ({ center }) => `${center} से आपका प्रसाद रास्ते में है`,
  shippedSentence: ({ ritual, reference, carrier }) =>
    `आपके ${ritual} (संदर्भ ${reference}) का प्रसाद ${carrier} द्वारा भेज दिया गया है।`,
  trackingId: 'ट्रैकिंग संख्या',
  trackAt: ({ url }) => `इसे यहाँ ट्रैक करें: ${url}`,
  trackLink: 'अपना पार्सल ट्रैक करें',
  shippedTo: 'भेजने का पता',

  calendarHint:
    'संलग्न कैलेंडर फ़ाइल आपके अनुष्ठान को आपके कैलेंडर में जोड़ देती है; "मेरे अनुष्ठान" में भी यह "कैलेंडर में जोड़ें" के अंतर्गत उपलब्ध है।',

  calendarEvent: {
    reference: 'बुकिंग संदर्भ संख्या',
    inPerson: 'मंदिर में स्वयं उपस्थित',
    online: 'ऑनलाइन: आपकी ओर से मंदिर में संपन्न किया जाता है',
    yourBooking: 'आपकी बुकिंग',
    fullStop: '।',
  },
  reminderSubject: ({ ritual, center, when }) => `स्मरण: ${center} में ${ritual}, ${when}`,
  reminderTitle: 'आपका अनुष्ठान निकट है',
  reminderSentence: ({ ritual, when }) => `यह ${when} को होने वाले आपके ${ritual} का विनम्र स्मरण है।`,
  reminderWhere: ({ place }) => `स्थान: ${place}। कृपया थोड़ा पहले पधारें।`,
  reminderOnline: ({ center }) =>
    `कैसे: यह एक ऑनलाइन अनुष्ठान है, जो आपकी ओर से ${center} में संपन्न किया जाएगा; आपको यात्रा करने की आवश्यकता नहीं है। इसमें कैसे सम्मिलित हों, यह केंद्र के जानकारी पृष्ठ पर बताया गया है।`,
  reminderBring: ({ url }) => `क्या साथ लाएँ और कैसे वस्त्र पहनें: केंद्र का जानकारी पृष्ठ देखें, ${url}`,
  reminderBringLead: 'क्या साथ लाएँ और कैसे वस्त्र पहनें:',
  reminderInfoLink: 'केंद्र का जानकारी पृष्ठ',
  reminderBooking: ({ reference, options }) => `बुकिंग संदर्भ संख्या ${reference} (${options})।`,
  reminderManage: ({ url }) => `तिथि बदलने या रद्द करने के लिए "मेरे अनुष्ठान" खोलें: ${url}`,
  myRituals: 'मेरे अनुष्ठान',
  rescheduleOrCancel: 'तिथि बदलें या रद्द करें।',

  preDebitSubject: ({ center, amount, date, ritual }) =>
    `${center} आपकी ${ritual} सदस्यता के लिए ${date} को ${amount} का शुल्क लेगा`,
  preDebitSentence: 'यह आपके अगले मासिक शुल्क से पहले की सूचना है।',
  preDebitDetails: ({ center, amount, date }) =>
    `प्राप्तकर्ता: ${center}। राशि: ${amount}। शुल्क की तिथि: ${date}।`,
  preDebitPurpose: ({ reference, month, termMonths, ritual }) =>
    `मैंडेट संदर्भ: ${reference}। प्रयोजन: आपकी ${ritual} प्रसाद सदस्यता का ${termMonths} में से ${month}वाँ महीना।`,
  preDebitPause: ({ url }) =>
    `इस महीने नहीं? शुल्क की तिथि से पहले एक टैप में यह महीना छोड़ें या सदस्यता स्थगित करें: ${url}`,
  preDebitContact: ({ contact }) => `प्रश्न या शिकायत के लिए: ${contact}।`,
  postDebitSubject: ({ center, amount, month, ritual }) =>
    `${center} ने आपकी ${ritual} सदस्यता के ${month}वें महीने के लिए ${amount} का शुल्क लिया है`,
  postDebitSentence: 'आपका मासिक शुल्क ले लिया गया है।',
  postDebitComplaint: ({ contact }) =>
    `क्या यह शुल्क अपेक्षित नहीं था, या इसमें कोई त्रुटि है? केंद्र से शिकायत करें: ${contact}। आप मैंडेट संदर्भ बताकर अपने बैंक से भी शिकायत कर सकते हैं।`,
  yourBankMandate: 'आपका बैंक मैंडेट',

  waitingOfferSubject: ({ ritual, when }) => `आपके लिए स्थान उपलब्ध हुए हैं: ${ritual}, ${when}`,
  waitingOfferTitle: 'प्रतीक्षा सूची से आपके स्थान',
  waitingOfferSentence: ({ places, ritual, center, when }) =>
    `${center} में ${when} को होने वाले ${ritual} में स्थान उपलब्ध हुए हैं: जिन ${places} स्थानों की आप प्रतीक्षा कर रहे थे, वे अब आपके लिए सुरक्षित रखे गए हैं।`,
  waitingOfferHold: ({ until }) =>
    `ये ${until} तक आपके लिए सुरक्षित हैं। उसके बाद ये प्रतीक्षा सूची में अगले भक्त को दिए जाएँगे।`,
  waitingOfferBook: 'सुरक्षित स्थान बुक करें',
  waitingOfferLink: ({ url }) => `यहाँ बुक करें: ${url}`,
  waitingOfferLeave:
    'यदि अब आपको इनकी आवश्यकता नहीं है, तो "मेरे अनुष्ठान" में प्रतीक्षा सूची छोड़ दें; स्थान अगले भक्त को मिल जाएँगे।',

  erasureCancelledSubject: 'आपका खाता नहीं हटाया जाएगा',
  erasureCancelledTitle: 'आपका खाता हटाने का अनुरोध रद्द कर दिया गया',
  erasureCancelledSentence:
    'आपका पुनः स्वागत है। आपने साइन इन किया, इसलिए आपका खाता हटाने का अनुरोध रद्द कर दिया गया है।',
  erasureCancelledKept:
    'आपका खाता और आपकी जानकारी जैसी थी वैसी ही रहेगी। यदि आप अब भी अपना खाता हटवाना चाहते हैं, तो अपने डैशबोर्ड पर "मेरी जानकारी" में फिर से अनुरोध करें। यदि साइन इन आपने स्वयं नहीं किया था, तो कृपया मंदिर कार्यालय को लिखें।',
};
