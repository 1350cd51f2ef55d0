#!/usr/bin/env node
// The demo carousel banners in every language (issue "Speak the devotee's language", Deliver 5): each English banner
// in apps/web/public/images/banners/<name>-{desktop,mobile}.svg is the template; its title, aria-label and three texts
// (the ritual's name, a line about it, the button) are replaced by the language's, written as
// <name>-<lang>-{desktop,mobile}.svg beside it. The texts are measured in Chromium (Playwright, with the Noto fonts the
// browser tests install) so that each fits: the line shrinks, or wraps onto two lines, and the button grows.
// Not part of the runtime: run it after changing a text here, and commit its output.
//
//   node scripts/banners/generate.mjs
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/images/banners');

/** Each script's Noto Sans first (the phone's system font), then its serif, then the generic family. */
const SCRIPT = {
  hi: 'Devanagari',
  ne: 'Devanagari',
  ta: 'Tamil',
  te: 'Telugu',
  kn: 'Kannada',
  ml: 'Malayalam',
};
const serif = (lang) => `'Noto Sans ${SCRIPT[lang]}', 'Noto Serif ${SCRIPT[lang]}', serif`;
const sans = (lang) => `'Noto Sans ${SCRIPT[lang]}', sans-serif`;

/**
 * The texts, in the register of docs/glossary.md; the names are the demo catalogue's
 * (apps/api/src/seed/data/catalogue-texts.ts) where it has them.
 */
const BANNERS = {
  'devi-abhishekam': {
    hi: {
      name: 'देवी अभिषेक',
      line: 'प्रतिदिन प्रातः और संध्या। स्वयं उपस्थित हों, या ऑनलाइन जुड़ें।',
      button: 'अभी बुक करें',
      title: 'देवी अभिषेक: प्रातः या संध्या, स्वयं उपस्थित होकर या ऑनलाइन अर्पित करें',
    },
    ta: {
      name: 'தேவி அபிஷேகம்',
      line: 'தினமும் அதிகாலையிலும் அந்தியிலும். நேரில் வரவும், அல்லது இணையவழியில் இணையவும்.',
      button: 'முன்பதிவு செய்யவும்',
      title: 'தேவி அபிஷேகம்: அதிகாலையிலோ அந்தியிலோ, நேரிலோ இணையவழியிலோ சமர்ப்பிக்கவும்',
    },
    te: {
      name: 'దేవీ అభిషేకం',
      line: 'ప్రతి రోజు ఉదయం, సాయంత్రం. స్వయంగా హాజరు కండి, లేదా ఆన్‌లైన్‌లో పాల్గొనండి.',
      button: 'ఇప్పుడే బుక్ చేయండి',
      title: 'దేవీ అభిషేకం: ఉదయం లేదా సాయంత్రం, స్వయంగా లేదా ఆన్‌లైన్‌లో సమర్పించండి',
    },
    kn: {
      name: 'ದೇವಿ ಅಭಿಷೇಕ',
      line: 'ಪ್ರತಿದಿನ ಮುಂಜಾನೆ ಮತ್ತು ಮುಸ್ಸಂಜೆ. ಖುದ್ದಾಗಿ ಹಾಜರಾಗಿ, ಅಥವಾ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಸೇರಿ.',
      button: 'ಈಗಲೇ ಬುಕ್ ಮಾಡಿ',
      title: 'ದೇವಿ ಅಭಿಷೇಕ: ಮುಂಜಾನೆ ಅಥವಾ ಮುಸ್ಸಂಜೆ, ಖುದ್ದಾಗಿ ಅಥವಾ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಅರ್ಪಿಸಿ',
    },
    ml: {
      name: 'ദേവീ അഭിഷേകം',
      line: 'എല്ലാ പുലർച്ചയിലും സന്ധ്യയിലും. നേരിട്ട് പങ്കെടുക്കുക, അല്ലെങ്കിൽ ഓൺലൈനായി ചേരുക.',
      button: 'ഇപ്പോൾ ബുക്ക് ചെയ്യുക',
      title: 'ദേവീ അഭിഷേകം: പുലർച്ചയോ സന്ധ്യയോ, നേരിട്ടോ ഓൺലൈനായോ സമർപ്പിക്കുക',
    },
    ne: {
      name: 'देवी अभिषेक',
      line: 'हरेक बिहान र साँझ। आफैं उपस्थित हुनुहोस्, वा अनलाइन सहभागी हुनुहोस्।',
      button: 'अहिले बुक गर्नुहोस्',
      title: 'देवी अभिषेक: बिहान वा साँझ, आफैं उपस्थित भएर वा अनलाइन अर्पण गर्नुहोस्',
    },
  },
  navaratri: {
    hi: {
      name: 'नवरात्रि',
      line: 'देवी की नौ रातें। एक रात अर्पित करें, या सभी नौ।',
      button: 'अर्पण देखें',
      title: 'नवरात्रि: देवी की नौ रातें',
    },
    ta: {
      name: 'நவராத்திரி',
      line: 'தேவியின் ஒன்பது இரவுகள். ஓர் இரவையோ, ஒன்பதையுமோ சமர்ப்பிக்கவும்.',
      button: 'காணிக்கைகளைக் காணவும்',
      title: 'நவராத்திரி: தேவியின் ஒன்பது இரவுகள்',
    },
    te: {
      name: 'నవరాత్రి',
      line: 'దేవి తొమ్మిది రాత్రులు. ఒక రాత్రి, లేదా తొమ్మిదీ సమర్పించండి.',
      button: 'సమర్పణలు చూడండి',
      title: 'నవరాత్రి: దేవి తొమ్మిది రాత్రులు',
    },
    kn: {
      name: 'ನವರಾತ್ರಿ',
      line: 'ದೇವಿಯ ಒಂಬತ್ತು ರಾತ್ರಿಗಳು. ಒಂದು ರಾತ್ರಿ, ಅಥವಾ ಒಂಬತ್ತೂ ರಾತ್ರಿಗಳನ್ನು ಅರ್ಪಿಸಿ.',
      button: 'ಕಾಣಿಕೆಗಳನ್ನು ನೋಡಿ',
      title: 'ನವರಾತ್ರಿ: ದೇವಿಯ ಒಂಬತ್ತು ರಾತ್ರಿಗಳು',
    },
    ml: {
      name: 'നവരാത്രി',
      line: 'ദേവിയുടെ ഒൻപത് രാത്രികൾ. ഒരു രാത്രിയോ ഒൻപത് രാത്രികളുമോ സമർപ്പിക്കുക.',
      button: 'വഴിപാടുകൾ കാണുക',
      title: 'നവരാത്രി: ദേവിയുടെ ഒൻപത് രാത്രികൾ',
    },
    ne: {
      name: 'नवरात्रि',
      line: 'देवीका नौ रात। एक रात, वा नवै रात अर्पण गर्नुहोस्।',
      button: 'भेटीहरू हेर्नुहोस्',
      title: 'नवरात्रि: देवीका नौ रात',
    },
  },
  'monthly-prasadam': {
    hi: {
      name: 'मासिक देवी प्रसाद',
      line: 'हर माह एक अभिषेक, प्रसाद आपके द्वार तक।',
      button: 'सदस्यता लें',
      title: 'मासिक देवी प्रसाद: बारह महीनों का आशीर्वाद आपके घर तक',
    },
    ta: {
      name: 'மாதாந்திர தேவி பிரசாதம்',
      line: 'ஒவ்வொரு மாதமும் ஓர் அபிஷேகம், பிரசாதம் உங்கள் இல்லம் தேடி.',
      button: 'சந்தா செலுத்தவும்',
      title: 'மாதாந்திர தேவி பிரசாதம்: பன்னிரண்டு மாதங்களின் ஆசீர்வாதம் உங்கள் இல்லத்திற்கே',
    },
    te: {
      name: 'మాసిక దేవీ ప్రసాదం',
      line: 'ప్రతి నెలా ఒక అభిషేకం, ప్రసాదం మీ ఇంటి వద్దకే.',
      button: 'చందా తీసుకోండి',
      title: 'మాసిక దేవీ ప్రసాదం: పన్నెండు నెలల ఆశీస్సులు మీ ఇంటికే',
    },
    kn: {
      name: 'ಮಾಸಿಕ ದೇವಿ ಪ್ರಸಾದ',
      line: 'ಪ್ರತಿ ತಿಂಗಳು ಒಂದು ಅಭಿಷೇಕ, ಪ್ರಸಾದ ನಿಮ್ಮ ಮನೆಬಾಗಿಲಿಗೆ.',
      button: 'ಚಂದಾದಾರರಾಗಿ',
      title: 'ಮಾಸಿಕ ದೇವಿ ಪ್ರಸಾದ: ಹನ್ನೆರಡು ತಿಂಗಳ ಆಶೀರ್ವಾದ ನಿಮ್ಮ ಮನೆಗೇ',
    },
    ml: {
      name: 'പ്രതിമാസ ദേവീ പ്രസാദം',
      line: 'എല്ലാ മാസവും ഒരു അഭിഷേകം, പ്രസാദം നിങ്ങളുടെ വീട്ടുപടിക്കൽ.',
      button: 'വരിക്കാരാകുക',
      title: 'പ്രതിമാസ ദേവീ പ്രസാദം: പന്ത്രണ്ട് മാസത്തെ അനുഗ്രഹം നിങ്ങളുടെ വീട്ടിലേക്ക്',
    },
    ne: {
      name: 'मासिक देवी प्रसाद',
      line: 'हरेक महिना एउटा अभिषेक, प्रसाद तपाईंको घरदैलोमा।',
      button: 'सदस्यता लिनुहोस्',
      title: 'मासिक देवी प्रसाद: बाह्र महिनाको आशीर्वाद तपाईंको घरसम्म',
    },
  },
};

/**
 * Where the texts may go in each template. Desktop: left-aligned from x 80 up to the picture card at 734. Phone:
 * centred under the card, 24 px from either edge.
 */
const LAYOUT = {
  desktop: {
    maxWidth: 620,
    oneLineMin: 19,
    minLine: 18,
    oneLine: { name: 150, line: 200, button: 234 },
    twoLines: { name: 136, line: [180, 208], button: 236 },
  },
  mobile: {
    maxWidth: 672,
    oneLineMin: 21,
    minLine: 18,
    oneLine: { name: 312, line: 354, button: 384 },
    twoLines: { name: 306, line: [344, 372], button: 392 },
  },
};
const BUTTON_PADDING = 34;

const escape = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/** Width of `text` in px, drawn with this family, size and weight (Chromium's own measure). */
async function measurer() {
  // The system Chromium where there is one (as tests/browser/playwright.config.ts), else Playwright's own.
  const system = '/usr/bin/chromium';
  const browser = await chromium.launch({
    ...(existsSync(system) ? { executablePath: system } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  await page.setContent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="200"><text id="t" x="0" y="100"/></svg>',
  );
  const measure = (text, family, size, weight) =>
    page.evaluate(
      /* global document -- runs in the page */
      async ({ text, family, size, weight }) => {
        const el = document.getElementById('t');
        el.setAttribute('font-family', family);
        el.setAttribute('font-size', String(size));
        el.setAttribute('font-weight', weight);
        el.textContent = text;
        await document.fonts.ready;
        return el.getBBox().width;
      },
      { text, family, size, weight },
    );
  return { measure, close: () => browser.close() };
}

/** Splits a line into two at the space nearest its middle (after a sentence's end where there is one). */
function twoLines(line) {
  const words = line.split(' ');
  let best = null;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const sentence = /[.।]$/.test(words[i - 1]) ? 0.8 : 1;
    const score = Math.max(a.length, b.length) * sentence;
    if (!best || score < best.score) best = { score, lines: [a, b] };
  }
  return best.lines;
}

/** The attributes of a <text> element of the template, as a map. */
const attrs = (tag) => Object.fromEntries([...tag.matchAll(/([\w-:]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
const tagOf = (a) =>
  `<text ${Object.entries(a)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ')}>`;

async function banner(measure, template, kind, lang, t) {
  const layout = LAYOUT[kind];
  const texts = [...template.matchAll(/<text [^>]*>[^<]*<\/text>/g)].map((m) => m[0]);
  if (texts.length !== 3) throw new Error(`expected 3 texts in the ${kind} template, found ${texts.length}`);
  const [nameTag, lineTag, buttonTag] = texts.map((x) => attrs(x.slice(0, x.indexOf('>') + 1)));
  // The button: the last rect before the button's text.
  const rect = [
    ...template
      .slice(0, template.indexOf(texts[2]))
      .matchAll(
        /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="(\d+)" fill="([^"]+)"\/>/g,
      ),
  ].at(-1);
  if (!rect) throw new Error(`no button in the ${kind} template`);
  const [rectTag, , , , rectHeight, rx, rectFill] = rect;

  // The name: its template size, smaller until it fits.
  let nameSize = Number(nameTag['font-size']);
  while ((await measure(t.name, serif(lang), nameSize, '700')) > layout.maxWidth) nameSize -= 2;
  // The line: one line where it fits at the layout's smallest size for one line; two lines otherwise, each shrunk until
  // it fits.
  let lineSize = Number(lineTag['font-size']);
  const fits = async (s, size) => (await measure(s, sans(lang), size, '400')) <= layout.maxWidth;
  let lines = [t.line];
  while (!(await fits(t.line, lineSize)) && lineSize > layout.oneLineMin) lineSize -= 1;
  if (!(await fits(t.line, lineSize))) {
    lines = twoLines(t.line);
    lineSize = Number(lineTag['font-size']);
    while (
      !((await fits(lines[0], lineSize)) && (await fits(lines[1], lineSize))) &&
      lineSize > layout.minLine
    )
      lineSize -= 1;
    for (const l of lines)
      if (!(await fits(l, lineSize))) throw new Error(`${kind} ${lang}: "${l}" does not fit`);
  }
  const at = lines.length === 1 ? layout.oneLine : layout.twoLines;
  // The button: as wide as its text and padding.
  const buttonSize = Number(buttonTag['font-size']);
  const buttonWidth = Math.ceil(
    (await measure(t.button, sans(lang), buttonSize, '700')) + 2 * BUTTON_PADDING,
  );
  const centred = nameTag['text-anchor'] === 'middle';
  const rectX = centred ? Math.round(360 - buttonWidth / 2) : Number(rect[1]);
  const buttonY = at.button;

  const name = `${tagOf({ ...nameTag, y: at.name, 'font-family': serif(lang), 'font-size': nameSize })}${escape(t.name)}</text>`;
  const lineYs = Array.isArray(at.line) ? at.line : [at.line];
  const lineText = lines
    .map(
      (l, i) =>
        `${tagOf({ ...lineTag, y: lineYs[i], 'font-family': sans(lang), 'font-size': lineSize })}${escape(l)}</text>`,
    )
    .join('\n');
  const button = `<rect x="${rectX}" y="${buttonY}" width="${buttonWidth}" height="${rectHeight}" rx="${rx}" fill="${rectFill}"/>`;
  const buttonText = `${tagOf({
    ...buttonTag,
    x: rectX + buttonWidth / 2,
    y: buttonY + Math.round(Number(rectHeight) * 0.65),
    'font-family': sans(lang),
  })}${escape(t.button)}</text>`;

  return template
    .replace(/aria-label="[^"]*"/, `lang="${lang}" aria-label="${escape(t.title)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(t.title)}</title>`)
    .replace(texts[0], name)
    .replace(texts[1], lineText)
    .replace(rectTag, button)
    .replace(texts[2], buttonText);
}

const { measure, close } = await measurer();
try {
  for (const [name, languages] of Object.entries(BANNERS)) {
    for (const kind of ['desktop', 'mobile']) {
      const template = readFileSync(join(DIR, `${name}-${kind}.svg`), 'utf8');
      for (const [lang, t] of Object.entries(languages)) {
        const file = `${name}-${lang}-${kind}.svg`;
        writeFileSync(join(DIR, file), await banner(measure, template, kind, lang, t));
        console.log(file);
      }
    }
  }
} finally {
  await close();
}
