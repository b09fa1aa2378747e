/**
 * Demo supersessions (issue 20), deterministic for a seed and drawn from a stream of their
 * own, so the rest of the catalogue stays as it was. A part number ends in a revision such as
 * '-AB'; a newer revision of the same part raises the first letter ('-BB', '-CB', '-DB'),
 * which no page part uses. About one part in twenty gets a chain of one to three steps, a
 * few are split into two parts, and a few component families are replaced by a kit
 * ('RV18-2B12K-KA', described as the component). The first Corvid family drawn gets a
 * three-step chain and the first Corvid family of several parts a kit, so every seed has both
 * (Corvid's: the tests of other features name Arden parts, which stay as they were).
 *
 * The pages keep showing the numbers they were printed with, as real catalogues do: a page
 * marks its superseded parts "replaced by" rather than changing its lines.
 */
import type { RandomSource } from '../mulberry32';
import type { SupersessionColumns } from './demo-catalogue-types';

/** The parts of one component of one model, whatever their position and variant. */
export interface PartFamily {
  /** Model and component code, like 'SB21-2B12': a kit's number starts with it. */
  key: string;
  brand: string;
  /** Distinct, in the order the pages first showed them. */
  partNumbers: string[];
  /** The text of a part of the family, for its newer revisions. */
  textIdOf: (partNumber: string) => number;
  /** The component's own text ('Brake caliper'), for a kit. */
  kitTextId: () => number;
}

type AddPart = (partNumber: string, textId: number, brand: string) => void;

const chainShare = 0.05;
const splitShare = 0.012;
const kitShare = 0.04;
const kitSize = 3;

export function makeDemoSupersessions(
  random: RandomSource,
  families: readonly PartFamily[],
  addPart: AddPart,
): SupersessionColumns {
  const columns: SupersessionColumns = { partNumber: [], replacedBy: [] };
  const step = (from: string, to: string) => {
    columns.partNumber.push(from);
    columns.replacedBy.push(to);
  };
  let madeLongChain = false;
  let madeKit = false;
  for (const family of families) {
    const forcing = family.brand === 'corvid';
    const kitMembers =
      family.partNumbers.length >= 2 && ((forcing && !madeKit) || random() < kitShare)
        ? family.partNumbers.slice(0, kitSize)
        : [];
    if (kitMembers.length > 0) {
      madeKit ||= forcing;
      const kit = `${family.key}K-KA`;
      addPart(kit, family.kitTextId(), family.brand);
      for (const member of kitMembers) step(member, kit);
    }
    for (const partNumber of family.partNumbers) {
      if (kitMembers.includes(partNumber)) continue;
      const draw = random();
      const textId = family.textIdOf(partNumber);
      const forceLongChain: boolean = forcing && !madeLongChain;
      if (forceLongChain || draw < chainShare) {
        const steps = forceLongChain ? 3 : 1 + Math.floor(random() * 3);
        madeLongChain ||= forceLongChain;
        let previous = partNumber;
        for (const letter of 'BCD'.slice(0, steps)) {
          const next = revision(partNumber, letter);
          addPart(next, textId, family.brand);
          step(previous, next);
          previous = next;
        }
      } else if (draw < chainShare + splitShare) {
        for (const letter of 'ST') {
          const piece = revision(partNumber, letter);
          addPart(piece, textId, family.brand);
          step(partNumber, piece);
        }
      }
    }
  }
  return columns;
}

/** 'SB21-2B121-AB' with revision letter 'C' is 'SB21-2B121-CB'. */
function revision(partNumber: string, letter: string): string {
  return `${partNumber.slice(0, -2)}${letter}${partNumber.slice(-1)}`;
}
