import { pdfLines } from '../../../test/support/pdf-text';
import {
  attendanceReportPdf,
  infractionReportPdf,
  type AttendanceEntry,
} from './services/reports-attendance-pdf';
import type { ReportFrame, ReportVenue } from './services/reports-layout';
import { classesTranscriptPdf, pathwayTranscriptPdf } from './services/reports-transcript-pdf';

/*
 * The reports in Spanish (the frame's locale, the requester's saved choice): fixed texts from the API's
 * catalog, dates day first, times as es-US writes them; the school's and the student's data as they are.
 * The same data as reports-pdf.test.ts, whose English stays as it was.
 */

const frame: ReportFrame = {
  schoolName: 'Riverbend Technical College',
  timeZone: 'America/New_York',
  student: { firstName: 'Casey', lastName: 'Tester' },
  generatedAt: new Date('2026-11-24T15:00:00Z'),
  locale: 'es',
};
const welding: ReportVenue = {
  venueType: 'CLASS',
  title: 'Welding I',
  code: 'WLD-101',
  startDate: '2026-09-01',
  endDate: '2026-12-15',
};
const november = { startDate: '2026-11-01', endDate: '2026-11-30' };

const entry = (entryAt: string, exitAt: string | null, type: string, hours: number, reason = '') => ({
  entryAt: new Date(entryAt),
  exitAt: exitAt ? new Date(exitAt) : null,
  type,
  hours,
  reason,
});
const ATTENDANCE: AttendanceEntry[] = [
  entry('2026-11-02T14:00:00Z', '2026-11-02T17:00:00Z', 'Present', 3),
  entry('2026-11-03T14:15:00Z', '2026-11-03T17:00:00Z', 'Tardy', 2.75, 'Bus was late'),
  entry('2026-11-04T14:00:00Z', null, 'Absent', 0, 'Sick'),
];

const HEADING = [
  'Riverbend Technical College',
  'Estudiante | Casey Tester',
  'Clase | Welding I (WLD-101)',
  'Fechas de la clase | 01/09/2026 - 15/12/2026',
  'Período | 01/11/2026 - 30/11/2026',
  'Generado el | 24/11/2026',
];

describe('an enrollment report in Spanish', () => {
  it('has the heading, the columns, the dates and the totals in Spanish', () => {
    const pdf = attendanceReportPdf({
      frame,
      venue: welding,
      period: november,
      summary: false,
      records: { source: 'attendance', entries: ATTENDANCE },
    });
    expect(pdfLines(pdf)).toEqual([
      HEADING[0],
      'Informe de asistencia',
      ...HEADING.slice(1),
      'Asistencia',
      'Fecha | Entrada | Salida | Tipo | Horas | Motivo',
      '02/11/2026 | 9:00 a.m. | 12:00 p.m. | Presente | 3',
      '03/11/2026 | 9:15 a.m. | 12:00 p.m. | Tarde | 2.75 | Bus was late',
      '04/11/2026 | 9:00 a.m. | - | Ausente | 0 | Sick',
      'Totales',
      'Horas asistidas | 5.75',
      'Presente | 1',
      'Tarde | 1',
      'Ausente | 1',
      'Página 1 de 1',
    ]);
    // The PDF's title property, in Spanish too (WinAnsi octal for the accented letters).
    expect(pdf.toString('latin1')).toContain(
      'Riverbend Technical College: Informe de asistencia, Casey Tester',
    );
  });

  it('words the infractions summary and its empty types in Spanish', () => {
    const lines = pdfLines(
      infractionReportPdf({ frame, venue: welding, period: november, type: 'summary', entries: ATTENDANCE }),
    );
    expect(lines.slice(lines.indexOf('Infracciones por tipo'))).toEqual([
      'Infracciones por tipo',
      'Tarde | 1',
      'Ausente | 1',
      'Salida anticipada | 0',
      'Total de infracciones | 2',
      'Página 1 de 1',
    ]);
    expect(lines[1]).toBe('Resumen de infracciones');
  });

  it('writes the transcripts in Spanish, statuses included', () => {
    const pathway = pdfLines(
      pathwayTranscriptPdf({
        frame,
        pathway: {
          title: 'Welding Technician',
          code: 'WT',
          startDate: '2026-09-01',
          endDate: null,
          status: 'completed',
        },
        classes: [],
        grades: [{ level: 0, title: 'Final', score: 45, maxPoints: 50, dateGraded: '2026-12-01' }],
      }),
    );
    expect(pathway).toEqual([
      'Riverbend Technical College',
      'Historial académico de la trayectoria',
      'Estudiante | Casey Tester',
      'Trayectoria | Welding Technician (WT)',
      'Fechas de la trayectoria | 01/09/2026',
      'Estado | Completado',
      'Generado el | 24/11/2026',
      'Clases',
      'Título | Código | Fechas',
      'No hay clases.',
      'Calificaciones',
      'Título | Puntaje | Calificado',
      'Final | 45 / 50 | 01/12/2026',
      'Página 1 de 1',
    ]);

    const classes = pdfLines(classesTranscriptPdf({ frame, type: 'completed', classes: [] }));
    expect(classes).toEqual(
      expect.arrayContaining([
        'Historial académico de clases completadas',
        'Clase | Código | Fechas | Estado | Puntaje | Horas',
        'No hay clases completadas.',
        'Clases | 0',
        'Total de horas | 0',
      ]),
    );
  });

  it('is in English when the frame names no locale, as before', () => {
    const lines = pdfLines(
      attendanceReportPdf({
        frame: { ...frame, locale: undefined },
        venue: welding,
        period: november,
        summary: true,
        records: { source: 'attendance', entries: ATTENDANCE },
      }),
    );
    expect(lines.slice(0, 3)).toEqual([
      'Riverbend Technical College',
      'Attendance summary',
      'Student | Casey Tester',
    ]);
    expect(lines.at(-1)).toBe('Page 1 of 1');
  });
});
