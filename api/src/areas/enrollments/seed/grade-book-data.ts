/**
 * The grade book of student@demo.school's pathway (PTH-MOA): module > unit > assessment. A score is
 * the points after the adjustment; a parent's score and points are what its graded children add up
 * to so far (the school's grade book totals them; the portal shows them as given). Dates graded are
 * days before the seed day; an assessment not graded yet has no score and no date. Hours are the
 * clock hours a module or unit counts (the units' add up to their module's); the enrollment view shows
 * them, the adjustments and the notes beside the scores.
 */
export interface GradeSeed {
  title: string;
  type: string;
  score?: number;
  maxPoints?: number;
  comments?: string;
  notes?: string;
  gradedDaysAgo?: number;
  adjustment?: number;
  hours?: number;
  children?: GradeSeed[];
}

export const demoGradeBook: GradeSeed[] = [
  {
    title: 'Medical Office Procedures',
    type: 'Module',
    score: 66,
    maxPoints: 120,
    hours: 24.5,
    comments: 'On track. The records audit project is due at the end of the module.',
    children: [
      {
        title: 'Front desk and scheduling',
        type: 'Unit',
        score: 27,
        maxPoints: 30,
        gradedDaysAgo: 17,
        hours: 10,
        children: [
          {
            title: 'Scheduling quiz',
            type: 'Quiz',
            score: 18,
            maxPoints: 20,
            gradedDaysAgo: 20,
            comments: 'Good work on the double-booking rules.',
          },
          {
            title: 'Phone etiquette role play',
            type: 'Assignment',
            score: 9,
            maxPoints: 10,
            gradedDaysAgo: 17,
            comments: 'Clear and courteous; confirm the callback number next time.',
          },
        ],
      },
      {
        title: 'Patient records and HIPAA',
        type: 'Unit',
        score: 39,
        maxPoints: 50,
        gradedDaysAgo: 6,
        hours: 14.5,
        children: [
          {
            title: 'HIPAA quiz',
            type: 'Quiz',
            score: 26,
            maxPoints: 30,
            gradedDaysAgo: 10,
            comments: 'Review the minimum-necessary rule.',
          },
          {
            title: 'Charting exercise',
            type: 'Assignment',
            score: 13,
            maxPoints: 20,
            gradedDaysAgo: 6,
            adjustment: -2,
            comments: 'Accurate entries; two abbreviations are not on the approved list.',
            notes: 'Submitted two days late: 2 points off.',
          },
          {
            title: 'Records audit project',
            type: 'Project',
            maxPoints: 40,
            notes: 'Due at the end of the module.',
          },
        ],
      },
    ],
  },
  {
    title: 'Medical Coding Lab',
    type: 'Module',
    maxPoints: 100,
    children: [
      {
        title: 'ICD-10-CM basics',
        type: 'Unit',
        maxPoints: 50,
        children: [
          { title: 'Coding drill 1', type: 'Quiz', maxPoints: 25 },
          { title: 'Coding drill 2', type: 'Quiz', maxPoints: 25 },
        ],
      },
      {
        title: 'CPT and HCPCS coding',
        type: 'Unit',
        maxPoints: 50,
        children: [{ title: 'Claim coding case study', type: 'Project', maxPoints: 50 }],
      },
    ],
  },
];
