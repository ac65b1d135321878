import { formatDate, formatDateRange } from '../../../lib/format';
import { fitText, renderPdf, type PdfBlock } from '../../../lib/pdf';
import type { Locale } from '../../../contracts';
import type { Translate } from '../../../i18n';
import {
  field,
  formatNumber,
  frameLocale,
  frameMessages,
  reportHeading,
  reportPdfOptions,
  sectionTitle,
  statusLabel,
  table,
  type ReportFrame,
} from './reports-layout';

/*
 * The pathway transcript and the classes transcript (spec 2.7, 7.4) as PDFs, from data read elsewhere
 * (reports-data.ts): pure, so that their content is tested without a database.
 */

/** A row of grade_nodes, as read: the tree is rebuilt from `parentId` and `position`. */
export interface GradeNodeRow {
  id: number;
  parentId: number | null;
  position: number;
  title: string;
  score: number | null;
  maxPoints: number | null;
  dateGraded: string | null;
}

/** A grade node in reading order, with its depth (0 for a top-level node). */
export interface GradeLine {
  level: number;
  title: string;
  score: number | null;
  maxPoints: number | null;
  dateGraded: string | null;
}

const byPosition = (a: GradeNodeRow, b: GradeNodeRow) => a.position - b.position || a.id - b.id;

/**
 * The tree depth first, siblings by position. A node whose parent is not among the rows counts as
 * top-level; each node is listed once, so a cycle in the data cannot loop.
 */
export function flattenGradeTree(rows: readonly GradeNodeRow[]): GradeLine[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, GradeNodeRow[]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const lines: GradeLine[] = [];
  const seen = new Set<number>();
  const visit = (parent: number | null, level: number) => {
    for (const row of [...(children.get(parent) ?? [])].sort(byPosition)) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      const { title, score, maxPoints, dateGraded } = row;
      lines.push({ level, title, score, maxPoints, dateGraded });
      visit(row.id, level + 1);
    }
  };
  visit(null, 0);
  return lines;
}

/** '45 / 50', '45' without points possible, '' without a score. */
export function formatScore(score: number | null, maxPoints: number | null): string {
  if (score === null) return '';
  return maxPoints === null ? formatNumber(score) : `${formatNumber(score)} / ${formatNumber(maxPoints)}`;
}

/** A class as a transcript lists it. */
export interface TranscriptClass {
  title: string;
  code: string;
  startDate: string | null;
  endDate: string | null;
}

export interface PathwayTranscriptData {
  frame: ReportFrame;
  pathway: TranscriptClass & { status: string };
  /** The pathway's classes, in its order. */
  classes: readonly TranscriptClass[];
  /** The pathway enrollment's grade tree, flattened (flattenGradeTree). */
  grades: readonly GradeLine[];
}

/** Deeper levels stop moving right here, so that a title keeps some room. */
const MAX_INDENT_LEVEL = 6;
const INDENT = 12;

function gradeBlocks(grades: readonly GradeLine[], t: Translate, locale: Locale): PdfBlock[] {
  return [
    sectionTitle(t('pdf.grades')),
    ...table(
      [
        { text: t('pdf.title') },
        { text: t('pdf.score'), x: 400, align: 'right' },
        { text: t('pdf.graded'), x: 420 },
      ],
      grades,
      (g) => {
        const indent = Math.min(g.level, MAX_INDENT_LEVEL) * INDENT;
        return [
          {
            text: fitText(g.title, 320 - indent, 10, g.level === 0 ? 'bold' : 'regular'),
            x: indent,
            font: g.level === 0 ? 'bold' : 'regular',
          },
          { text: formatScore(g.score, g.maxPoints), x: 400, align: 'right' },
          { text: g.dateGraded ? formatDate(g.dateGraded, locale) : '', x: 420 },
        ];
      },
      t('report.noGrades'),
    ),
  ];
}

/** The pathway transcript: the pathway, its classes (title, code, dates) and the grade tree. */
export function pathwayTranscriptPdf(data: PathwayTranscriptData): Buffer {
  const t = frameMessages(data.frame);
  const locale = frameLocale(data.frame);
  const title = t('report.pathwayTranscript');
  const { pathway } = data;
  const blocks = reportHeading(data.frame, title, {
    venue: { venueType: 'PATH', ...pathway },
    details: [[t('pdf.status'), statusLabel(t, pathway.status)]],
  });
  blocks.push(
    sectionTitle(t('pdf.classes')),
    ...table(
      [{ text: t('pdf.title') }, { text: t('pdf.code'), x: 260 }, { text: t('pdf.dates'), x: 360 }],
      data.classes,
      (c) => [
        { text: fitText(c.title, 250, 10) },
        { text: fitText(c.code, 95, 10), x: 260 },
        { text: formatDateRange(c.startDate, c.endDate, locale), x: 360 },
      ],
      t('report.noClasses'),
    ),
    { gap: 12 },
    ...gradeBlocks(data.grades, t, locale),
  );
  return renderPdf(blocks, reportPdfOptions(data.frame, title));
}

/** A class enrollment on the classes transcript. */
export interface ClassTranscriptEntry extends TranscriptClass {
  status: string;
  /** The sum of the grade tree's top-level scores (and their points possible); null when none is scored. */
  score: number | null;
  maxPoints: number | null;
  /** The class's hours; null when the school hides them. */
  hours: number | null;
}

export interface ClassesTranscriptData {
  frame: ReportFrame;
  type: 'all' | 'completed';
  classes: readonly ClassTranscriptEntry[];
}

/** The classes transcript: every class the student took (or only the completed ones). */
export function classesTranscriptPdf(data: ClassesTranscriptData): Buffer {
  const t = frameMessages(data.frame);
  const locale = frameLocale(data.frame);
  const completed = data.type === 'completed';
  const title = t(completed ? 'report.completedTranscript' : 'report.classesTranscript');
  const blocks = reportHeading(data.frame, title);
  blocks.push(
    ...table(
      [
        { text: t('pdf.class') },
        { text: t('pdf.code'), x: 165 },
        { text: t('pdf.dates'), x: 240 },
        { text: t('pdf.status'), x: 358 },
        { text: t('pdf.score'), x: 460, align: 'right' },
        { text: t('pdf.hours'), x: 504, align: 'right' },
      ],
      data.classes,
      (c) => [
        { text: fitText(c.title, 160, 10) },
        { text: fitText(c.code, 72, 10), x: 165 },
        { text: formatDateRange(c.startDate, c.endDate, locale), x: 240 },
        { text: statusLabel(t, c.status), x: 358 },
        { text: formatScore(c.score, c.maxPoints), x: 460, align: 'right' },
        { text: c.hours === null ? '' : formatNumber(c.hours), x: 504, align: 'right' },
      ],
      t(completed ? 'report.noCompletedClasses' : 'report.noClasses'),
    ),
  );
  const hours = data.classes.reduce((sum, c) => sum + (c.hours ?? 0), 0);
  blocks.push(
    { rule: true },
    field(t('pdf.classes'), String(data.classes.length)),
    field(t('pdf.totalHours'), formatNumber(hours)),
  );
  return renderPdf(blocks, reportPdfOptions(data.frame, title));
}
