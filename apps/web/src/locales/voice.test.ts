import { describe, expect, it } from 'vitest';

// One voice per language. The panel addresses companies: Spanish uses "usted" (Elija, Escriba,
// su/sus …), never "tú"; French uses "vous", never "tu". This test walks every string of every
// es and fr namespace and lists each one that still speaks in the familiar form, as
// "namespace:key → text".
//
// Spanish, flagged anywhere in a string (whole words, accent-aware: "té" is not "te", "tú" is):
// - the pronouns and possessives tú/tu/tus/te/ti/contigo/tuyo…;
// - the imperatives that only exist in the tú form (haz, ten, pon, sal, ven, di…);
// - second-person verb forms (puedes, necesitas, estás, verás, podrás…);
// - a tú imperative with an attached pronoun (inténtalo, contáctanos, síguelos, muévete…).
// Flagged at the start of a sentence (start of the string, or after . ! ? ¡ ¿ : ; or an opening
// bracket / quote / dash): the tú imperatives that are also the third person singular of the
// verb ("Revisa el enlace" is tú, "la empresa revisa" is not). A few of them are nouns as well
// ("Descarga del CSV", "Recarga de saldo"); those are flagged only when an article or possessive
// follows, as in "Descarga el CSV".
// French: tu/te/toi/ton/ta/tes and t' (t'inscrire) as whole words, "-toi" included.
//
// A string that has to use one of these words in another sense goes in ALLOWED, with a reason.

const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

/** "namespace:key" of strings that use a listed word in another sense. */
const ALLOWED = new Set<string>([]);

type Entry = { id: string; text: string };

function walk(value: unknown, prefix: string, out: Entry[]): Entry[] {
  if (typeof value === 'string') out.push({ id: prefix, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${prefix}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      walk(v, prefix.endsWith(':') ? prefix + k : `${prefix}.${k}`, out);
  }
  return out;
}

function entries(lang: string): Entry[] {
  return Object.entries(files)
    .filter(([path]) => path.startsWith(`./${lang}/`))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, content]) =>
      walk(content, `${path.slice(lang.length + 3, -'.json'.length)}:`, []),
    );
}

// A letter, or a combining mark (a decomposed "té" must not end the word at "te").
const L = '[\\p{L}\\p{M}]';
const word = (alternatives: readonly string[], flags = 'giu') =>
  new RegExp(`(?<!${L})(?:${alternatives.join('|')})(?!${L})`, flags);
const hasAccent = (s: string) => /\p{M}/u.test(s.normalize('NFD'));
const stripAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// ---------------------------------------------------------------------------------------------
// Spanish

const list = (words: string) => words.trim().split(/\s+/);

const ES_PRONOUNS = list('tú tu tus te ti contigo tuyo tuya tuyos tuyas');
/** tú imperatives that are nothing else in an interface */
const ES_TU_ONLY_IMPERATIVES = list('haz ten pon sal ven di sé vete');
/** second-person forms of the verbs an interface uses */
const ES_TU_VERBS = list(`
  eres estás has tienes puedes quieres necesitas debes deseas sabes crees buscas vas ves prefieres
  olvidaste recibiste elegiste hiciste podrás verás tendrás recibirás encontrarás consultarás
  gestionarás seguirás deberás sabrás harás estarás podrías deberías tendrías puedas quieras tengas
  necesites hayas estés desees olvides elijas escribas vuelvas cierres intentes actives registres`);
/** tú imperatives of the verbs an interface uses; all are also a third person singular */
const ES_IMPERATIVES = list(`
  elige escoge escribe revisa intenta reintenta ingresa introduce vuelve corrige confirma ajusta
  busca agrega añade selecciona cancela cierra abre pulsa presiona toca verifica comprueba contacta
  comunica envía pide solicita mira sigue desactiva inicia accede registra asigna usa utiliza
  elimina borra edita cambia actualiza comparte exporta importa filtra recuerda asegura olvida
  acepta continúa empieza comienza indica recibe recupera restablece mueve reduce lee arrastra
  suelta ahorra gestiona administra controla descubre conoce avisa`);
/** tú imperatives that are also nouns or adjectives ("Recarga de saldo", "Activa") */
const ES_IMPERATIVE_NOUNS = list(`
  descarga recarga consulta programa copia prueba marca activa completa espera guarda llama sube
  crea lleva`);
/** what follows such a word when it is an imperative: "Descarga el CSV", "Prueba con otra fecha" */
const ES_OBJECT_START = list(`
  el la los las un una unos unas tu tus su sus este esta estos estas otro otra otros otras con aquí
  ahora`);
/** bases of the attached forms: inténtalo, contáctanos, muévete, dime */
const ES_ENCLITIC_BASES = [
  ...ES_IMPERATIVES,
  ...ES_IMPERATIVE_NOUNS,
  ...list('di haz pon ten sal ven une cuenta'),
].map(stripAccents);
const ES_CLITICS = list('melo mela noslo nosla lo la los las le les nos me te');
/** words ending like an infinitive + te that are not one (parte, fuerte, advierte …) */
const ES_NOT_INFINITIVE_TE = list(
  'arte parte aparte contraparte baluarte estandarte descarte marte inerte inserte alerte deserte encarte comparte reparte imparte',
);

const esAnywhere = word([...ES_PRONOUNS, ...ES_TU_ONLY_IMPERATIVES, ...ES_TU_VERBS]);
// sentence start: beginning of the string, or after . ! ? ¡ ¿ : ; … ( [ « " “ — –
const SENTENCE_START = '(?:^|[.!?¡¿:;…(\\[«"“—–]\\s*)';
const esSentenceStart = new RegExp(`${SENTENCE_START}(${ES_IMPERATIVES.join('|')})(?!${L})`, 'giu');
const esNounLikeImperative = new RegExp(
  `${SENTENCE_START}(${ES_IMPERATIVE_NOUNS.join('|')})\\s+(?:${ES_OBJECT_START.join('|')})(?!${L})`,
  'giu',
);
const esWords = new RegExp(`${L}+`, 'gu');

/** The tú forms in a Spanish text, as written; [] when it speaks "usted". */
export function spanishTuForms(text: string): string[] {
  const t = text.normalize('NFC');
  const found = new Set<string>();
  // "TI" in capitals is the IT department ("Departamento de TI"), not "ti"
  for (const m of t.matchAll(esAnywhere)) if (m[0] !== 'TI') found.add(m[0]);
  for (const m of t.matchAll(esSentenceStart)) found.add(m[1]!);
  for (const m of t.matchAll(esNounLikeImperative)) found.add(m[1]!);
  for (const [w] of t.matchAll(esWords)) {
    const plain = stripAccents(w);
    for (const clitic of ES_CLITICS) {
      if (plain.length > clitic.length && plain.endsWith(clitic)) {
        const base = plain.slice(0, -clitic.length);
        // the attached form of -ar and -er/-ir tú imperatives carries a written accent
        // (inténtalo, escríbenos) unless the base is one syllable (dime, hazlo, ponte)
        if (ES_ENCLITIC_BASES.includes(base) && (hasAccent(w) || base.length <= 3)) found.add(w);
      }
    }
    // an infinitive or gerund with te attached: registrarte, escribirte, ayudándote, enviártelo
    if (
      /(?:ar|er|ir|ando|iendo|yendo)te(?:lo|la|los|las)?$/.test(plain) &&
      !/[iu]erte$/.test(plain) &&
      !ES_NOT_INFINITIVE_TE.includes(plain)
    )
      found.add(w);
  }
  return [...found];
}

// ---------------------------------------------------------------------------------------------
// French

const frPronouns = word(['tu', 'te', 'toi', 'ton', 'ta', 'tes']);
const frElided = new RegExp(`(?<!${L})t['’](?=${L})`, 'giu');

/** The tu forms in a French text; [] when it speaks "vous". */
export function frenchTuForms(text: string): string[] {
  const t = text.normalize('NFC');
  return [...new Set([...t.matchAll(frPronouns), ...t.matchAll(frElided)].map((m) => m[0]))];
}

// ---------------------------------------------------------------------------------------------

function offenders(lang: string, forms: (text: string) => string[]): string[] {
  return entries(lang)
    .filter((e) => !ALLOWED.has(e.id))
    .flatMap((e) => {
      const found = forms(e.text);
      return found.length ? [`${e.id} → ${e.text}   [${found.join(', ')}]`] : [];
    });
}

describe('locale voice', () => {
  it('the word lists tell the familiar form from the formal one', () => {
    expect(spanishTuForms('Ajusta el aspecto del panel a tu gusto')).toEqual(
      expect.arrayContaining(['tu', 'Ajusta']),
    );
    expect(spanishTuForms('Revisa el enlace o vuelve al inicio.')).toContain('Revisa');
    expect(spanishTuForms('Sin conexión. Revisa la red: intenta de nuevo')).toEqual([
      'Revisa',
      'intenta',
    ]);
    expect(spanishTuForms('Inténtalo de nuevo.')).toEqual(['Inténtalo']);
    expect(spanishTuForms('Contáctanos')).toEqual(['Contáctanos']);
    expect(spanishTuForms('Muévete')).toEqual(['Muévete']);
    expect(spanishTuForms('¿Necesitas más ayuda?')).toEqual(['Necesitas']);
    expect(spanishTuForms('Esto es para ti y para tú')).toEqual(['ti', 'tú']);
    expect(spanishTuForms('Descarga el CSV')).toEqual(['Descarga']);
    expect(spanishTuForms('Prueba con otro rango')).toEqual(['Prueba']);
    expect(spanishTuForms('Gracias por registrarte')).toEqual(['registrarte']);
    expect(
      spanishTuForms('Gracias por registrarse. Parte del soporte: inserte su tarjeta'),
    ).toEqual([]);
    expect(
      spanishTuForms('Paga la billetera de la empresa; la cuenta maestra ve su saldo'),
    ).toEqual([]);
    expect(spanishTuForms('Un té con el cliente de Departamento de TI')).toEqual([]);
    expect(spanishTuForms('Descarga del CSV. Recarga de saldo')).toEqual([]);
    expect(
      spanishTuForms('Su empresa solicita y programa viajes, sigue los viajes en vivo'),
    ).toEqual([]);
    expect(spanishTuForms('Inténtelo de nuevo, contáctenos o sígalos. Revise el enlace.')).toEqual(
      [],
    );
    expect(spanishTuForms('Presente, cliente, importante, te\u0301 y Tú')).toEqual(['Tú']);
    expect(frenchTuForms('Vérifie ton e-mail et connecte-toi pour t’inscrire')).toEqual([
      'ton',
      'toi',
      't’',
    ]);
    expect(frenchTuForms('Vérifiez votre e-mail, a-t-il été envoyé ? Tarif, total, tesla')).toEqual(
      [],
    );
  });

  it('has Spanish and French strings to check', () => {
    expect(entries('es').length).toBeGreaterThan(100);
    expect(entries('fr').length).toBeGreaterThan(100);
  });

  it('Spanish speaks "usted" (no tú forms)', () => {
    expect(offenders('es', spanishTuForms)).toEqual([]);
  });

  it('French speaks "vous" (no tu forms)', () => {
    expect(offenders('fr', frenchTuForms)).toEqual([]);
  });
});
