/**
 * Text split into runs that one font draws. Each character cluster (a letter with the marks
 * that follow it, which must stay in one font) takes the first family of the document's
 * list whose font has a glyph for every code point of it (fontkit hasGlyphForCodePoint):
 * so a Latin part number inside Thai text, or a Japanese title inside an English news item,
 * is drawn by a font that has it instead of as empty boxes. Spaces and punctuation stay in
 * the run they are in where its font has them, so a sentence is not cut into needless runs.
 */
import { familiesForLanguage, fontFace, type FontFace, type FontWeight } from './pdf-fonts';

export interface TextRun {
  face: FontFace;
  text: string;
}

export interface FacePicker {
  /** The face for a cluster, given the face of the run before it (undefined at the start). */
  faceFor(cluster: string, current: FontFace | undefined): FontFace;
  /** The cluster as the face is given it (see spelledFor). */
  spell(face: FontFace, cluster: string): string;
}

/** A base character with the combining marks, joiners and variation selectors after it. */
const clusterPattern = /\P{M}(?:\p{M}|\u200c|\u200d|\ufe0e|\ufe0f)*|(?:\p{M}|\u200c|\u200d|\ufe0e|\ufe0f)+/gsu;
/** Characters every script shares: they need not start a run of their own. */
const neutralPattern = /^[\s\p{P}\p{S}]/u;
/** Emoji, lone surrogates, private-use and unassigned characters: no Noto text font has them. */
const fontlessPattern = /^(?:\p{Extended_Pictographic}|\p{Cs}|\p{Co}|\p{Cn})/u;
/** Joiners and selectors a font may lack a glyph for without the text suffering. */
const ignorablePattern = /\u200c|\u200d|\ufe0e|\ufe0f/u;

export function clustersOf(text: string): string[] {
  return text.match(clusterPattern) ?? [];
}

function covers(face: FontFace, cluster: string): boolean {
  for (const char of cluster) {
    if (ignorablePattern.test(char)) continue;
    if (!face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) return false;
  }
  return true;
}

const replacementCharacter = '\ufffd';

/**
 * Some fonts draw a precomposed letter as two glyphs (Noto Sans Thai draws ำ as ํ and า, Noto
 * Sans draws Vietnamese ụ as u and a dot below), and fontkit gives the second glyph no text:
 * the ToUnicode map then has nothing for it, and a viewer copies a control character in its
 * place (pdf.js copies the glyph's code). Such a cluster is handed to the font decomposed
 * (NFD, or NFKD for Thai and Lao AM, which have only a compatibility decomposition), so each
 * glyph has a letter of its own: it draws the same and copies as the equivalent text.
 * A cluster the face lacks (no font has it) becomes the replacement character.
 */
function spelledFor(face: FontFace, cluster: string): string {
  // A character no font has is drawn, and copied, as the replacement character (not as an
  // empty box that copies as a NUL).
  if (!covers(face, cluster)) return covers(face, replacementCharacter) ? replacementCharacter : '?';
  if (!face.font.layout(cluster).glyphs.some((glyph) => glyph.codePoints.length === 0)) return cluster;
  const canonical = cluster.normalize('NFD');
  return canonical === cluster ? cluster.normalize('NFKD') : canonical;
}

/**
 * A picker for one document: its language's families in order, each font read only when a
 * cluster no earlier family has asks for it. A cluster no font has takes the language's
 * own font (its empty box is then the only sign of it).
 */
export function facePicker(language: string, weight: FontWeight): FacePicker {
  const families = familiesForLanguage(language);
  const chosen = new Map<string, FontFace>();
  const primary = () => fontFace(families[0] ?? 'NotoSans', weight);
  const firstCovering = (cluster: string): FontFace | undefined => {
    // One family at a time: a font is read only when every family before it lacks the cluster.
    for (const family of families) {
      const face = fontFace(family, weight);
      if (covers(face, cluster)) return face;
    }
    return undefined;
  };
  const spellings = new Map<string, string>();
  return {
    faceFor: (cluster, current) => {
      if (current !== undefined && neutralPattern.test(cluster) && covers(current, cluster)) return current;
      const known = chosen.get(cluster);
      if (known !== undefined) return known;
      // Not looked for in every font: that would read all of them (some 80 MB) for one emoji.
      const face = (fontlessPattern.test(cluster) ? undefined : firstCovering(cluster)) ?? primary();
      chosen.set(cluster, face);
      return face;
    },
    spell: (face, cluster) => {
      const key = `${face.key}\u0000${cluster}`;
      const known = spellings.get(key);
      if (known !== undefined) return known;
      const spelled = spelledFor(face, cluster);
      spellings.set(key, spelled);
      return spelled;
    },
  };
}

/** The runs of text, each drawn by one face; current is the face of the text just before it. */
export function fontRuns(text: string, pick: FacePicker, current?: FontFace): TextRun[] {
  const runs: TextRun[] = [];
  let face = current;
  for (const cluster of clustersOf(text)) {
    face = pick.faceFor(cluster, face);
    const spelled = pick.spell(face, cluster);
    const last = runs.at(-1);
    if (last?.face === face) last.text += spelled;
    else runs.push({ face, text: spelled });
  }
  return runs;
}
