/** POST /employee/report (spec §7, hr): an analysis of one employee, by the built-in analyser or a model. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/client.js';
import { handlerFor } from '../../../server/http/area.js';
import { refuse } from '../../../server/http/errors.js';
import { findEmployee } from '../../account/server/reads.js';
import { reportCalls } from '../contract.js';
import { writeReport } from './analyser.js';
import { gatherFacts } from './facts.js';
import { type LlmConfig, writeReportWithModel } from './llm.js';

const on = handlerFor(reportCalls);

export function reportHandlers(app: FastifyInstance, db: Db, llm: LlmConfig | undefined) {
  return [
    on('/employee/report', {
      async handle({ input }) {
        const employee = await findEmployee(db, input.employee_id);
        if (!employee) throw refuse(404, 'employee_not_found');
        const facts = await gatherFacts(db, employee, app.now());
        const generatedAt = app.now().toISOString();
        if (llm) {
          const text = await writeReportWithModel(llm, facts);
          return { text, generator: 'llm' as const, model: llm.model, generatedAt };
        }
        return { text: writeReport(facts), generator: 'built-in' as const, model: null, generatedAt };
      },
    }),
  ];
}
