/**
 * Breaks a block's text into lines that fit a width, in one pass: greedy, each piece
 * measured once (with its font's shaping and kerning, as pdfkit will draw it) and a line's
 * width kept as it grows.
 *
 * A line may break at white space, and inside the scripts written without spaces (Thai,
 * Lao, Khmer, Myanmar, Chinese, Japanese) at the word boundaries of Intl.Segmenter for the
 * document's language, though never before punctuation nor after an opening bracket. A
 * piece wider than a line (one very long word) is cut cluster by cluster where it
 * overflows, so a stored text of any length wraps inside the page in linear time.
 */
import type { FontFace } from './pdf-fonts';
import { clustersOf, fontRuns, type FacePicker, type TextRun } from './font-runs';

export interface MeasuredRun extends TextRun {
  /** In points, at the line's font size. */
  width: number;
}

export interface WrappedLine {
  runs: MeasuredRun[];
  width: number;
}

/** Width in points of text in a face at a size. */
export type Measure = (face: FontFace, text: string, size: number) => number;

/** A measure for one document: each distinct piece of text is laid out by fontkit once. */
export function createMeasure(): Measure {
  const unitWidths = new Map<string, number>();
  return (face, text, size) => {
    const key = `${face.key}\u0000${text}`;
    let units = unitWidths.get(key);
    if (units === undefined) {
      units = face.font.layout(text).advanceWidth / face.font.unitsPerEm;
      unitWidths.set(key, units);
    }
    return units * size;
  };
}

export interface WrapStyle {
  pick: FacePicker;
  measure: Measure;
  size: number;
  width: number;
  language: string;
}

const unspacedScripts = /[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
/** Longer pieces are never measured whole: they cannot fit a line, and are cut at once. */
const longPieceLength = 200;

/** The pieces of a word between which a line may break. */
function piecesOf(word: string, segmenter: Intl.Segmenter): string[] {
  if (!unspacedScripts.test(word)) return [word];
  const pieces: string[] = [];
  for (const { segment } of segmenter.segment(word)) {
    const before = pieces.at(-1);
    if (before !== undefined && (!/^\p{L}/u.test(segment) || /\p{Ps}$/u.test(before))) {
      pieces[pieces.length - 1] = before + segment;
    } else {
      pieces.push(segment);
    }
  }
  return pieces;
}

export function wrapText(text: string, { pick, measure, size, width, language }: WrapStyle): WrappedLine[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const lines: WrappedLine[] = [];
  let runs: MeasuredRun[] = [];
  let used = 0;

  const endLine = () => {
    if (runs.length > 0) lines.push({ runs, width: used });
    runs = [];
    used = 0;
  };
  const append = (face: FontFace, piece: string, pieceWidth: number) => {
    const last = runs.at(-1);
    if (last?.face === face) {
      last.text += piece;
      last.width += pieceWidth;
    } else {
      runs.push({ face, text: piece, width: pieceWidth });
    }
    used += pieceWidth;
  };
  const cutIntoLines = (pieceRuns: readonly TextRun[]) => {
    for (const run of pieceRuns) {
      for (const cluster of clustersOf(run.text)) {
        const clusterWidth = measure(run.face, cluster, size);
        if (runs.length > 0 && used + clusterWidth > width) endLine();
        append(run.face, cluster, clusterWidth);
      }
    }
  };

  // Control characters have no glyph; white space of any kind is one space.
  for (const word of text.replaceAll(/\p{Cc}/gu, ' ').split(/\s+/u)) {
    if (word === '') continue;
    piecesOf(word, segmenter).forEach((piece, index) => {
      const lastFace = runs.at(-1)?.face;
      const pieceRuns = fontRuns(piece, pick, lastFace);
      if (piece.length > longPieceLength) {
        endLine();
        cutIntoLines(pieceRuns);
        return;
      }
      const pieceWidth = pieceRuns.reduce((sum, run) => sum + measure(run.face, run.text, size), 0);
      const space = index === 0 && lastFace !== undefined ? measure(lastFace, ' ', size) : 0;
      if (used + space + pieceWidth <= width) {
        if (space > 0 && lastFace !== undefined) append(lastFace, ' ', space);
        for (const run of pieceRuns) append(run.face, run.text, measure(run.face, run.text, size));
        return;
      }
      endLine();
      if (pieceWidth <= width) {
        for (const run of pieceRuns) append(run.face, run.text, measure(run.face, run.text, size));
      } else {
        cutIntoLines(pieceRuns);
      }
    });
  }
  endLine();
  return lines;
}
