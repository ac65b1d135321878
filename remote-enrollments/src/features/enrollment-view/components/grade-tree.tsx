import { formatDate } from '@portal/shared';
import { EmptyState, Notice, SkeletonLines } from '@portal/shared/ui-base';
import type { EnrollmentViewInput, GradeNode } from '../../../contract';
import { useCommonMessages, type CommonMessages } from '../../../messages/catalog';
import { useGrades } from '../../enrollments/api/enrollments';
import { useEnrollmentViewMessages, type EnrollmentViewMessages } from '../messages/catalog';

const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** 'Score 18 / 20', or without the points possible when the school does not show them. */
export const scoreText = (
  node: GradeNode,
  showMaxPoints: boolean,
  m: EnrollmentViewMessages,
): string | null => {
  if (node.score === null) return null;
  return showMaxPoints && node.maxPoints !== null
    ? m('grades.scoreOf', { score: number(node.score), maxPoints: number(node.maxPoints) })
    : m('grades.score', { score: number(node.score) });
};

/** '+2' or '-2': an adjustment reads as what it added or took off. */
const signed = (value: number) => (value > 0 ? `+${number(value)}` : number(value));

/**
 * What a node carries besides its score (spec 3, Grade node), each named, where the school gives it:
 * the adjustment (none when 0: it changed nothing), the hours and the notes.
 */
const gradeFacts = (
  node: GradeNode,
  m: EnrollmentViewMessages,
  common: CommonMessages,
): { key: 'adjustment' | 'hours' | 'notes'; name: string; value: string }[] => [
  ...(node.adjustment !== null && node.adjustment !== 0
    ? [{ key: 'adjustment' as const, name: m('grades.adjustment'), value: signed(node.adjustment) }]
    : []),
  ...(node.hours !== null
    ? [{ key: 'hours' as const, name: common('common.hours'), value: number(node.hours) }]
    : []),
  ...(node.notes.trim() ? [{ key: 'notes' as const, name: m('common.notes'), value: node.notes }] : []),
];

const GradeNodeItem = ({ node, showMaxPoints }: { node: GradeNode; showMaxPoints: boolean }) => {
  const m = useEnrollmentViewMessages();
  const common = useCommonMessages();
  const score = scoreText(node, showMaxPoints, m);
  const facts = gradeFacts(node, m, common);
  return (
    <li className="enr-node">
      <div className="enr-node-head">
        <span className="enr-node-title">{node.title}</span>
        <span className="enr-secondary">{node.type}</span>
        {score ? <span>{score}</span> : null}
        {node.dateGraded ? (
          <span className="enr-secondary">
            {m('grades.graded', { date: formatDate(node.dateGraded, m.locale) })}
          </span>
        ) : null}
      </div>
      {/* A term and its value, so that each is read with its name; notes, the longest, wrap on a line of their own. */}
      {facts.length > 0 ? (
        <dl className="enr-node-facts">
          {facts.map((fact) => (
            <div key={fact.key} className={fact.key === 'notes' ? 'enr-node-notes' : undefined}>
              <dt>{fact.name}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {node.comments ? <div>{node.comments}</div> : null}
      {node.childNodes.length > 0 ? (
        <ul aria-label={m('grades.nodeDetails', { title: node.title })}>
          {node.childNodes.map((child, index) => (
            <GradeNodeItem key={`${child.title}-${index}`} node={child} showMaxPoints={showMaxPoints} />
          ))}
        </ul>
      ) : null}
    </li>
  );
};

/**
 * The grade book as a tree (spec 2.7, 3): title, type, score, points possible, date graded, adjustment,
 * hours, notes and comments.
 */
export const GradeTree = ({
  input,
  showMaxPoints,
  gradeScaleInfo,
}: {
  input: EnrollmentViewInput;
  showMaxPoints: boolean;
  gradeScaleInfo: string;
}) => {
  const m = useEnrollmentViewMessages();
  const grades = useGrades(input);
  if (grades.isError) return <Notice type="warning" title={m('grades.unavailable')} />;
  if (!grades.data) return <SkeletonLines rows={4} label={m('grades.loading')} />;
  const { gradeNodes } = grades.data;
  return (
    <>
      {gradeScaleInfo ? <p className="enr-secondary">{gradeScaleInfo}</p> : null}
      {gradeNodes.length === 0 ? (
        <EmptyState>{m('grades.empty')}</EmptyState>
      ) : (
        <ul className="enr-tree" aria-label={m('grades.list')}>
          {gradeNodes.map((node, index) => (
            <GradeNodeItem key={`${node.title}-${index}`} node={node} showMaxPoints={showMaxPoints} />
          ))}
        </ul>
      )}
    </>
  );
};
