import { EntitySchema } from '@mikro-orm/core';

/** The last tick each scheduled job ran for, across every instance (see runOncePerTick). */
export interface JobTickRow {
  job: string;
  tick: Date;
}

export const JobTickSchema = new EntitySchema<JobTickRow>({
  name: 'JobTickRow',
  tableName: 'scheduled_job_ticks',
  properties: {
    job: { type: 'string', length: 100, primary: true },
    tick: { type: 'datetime', length: 6 },
  },
});
