/** The directory searches of the search API: agents, offices, one record, office clusters. */
import type { AgentRecord, OfficeRecord, OfficeWithMembers } from '@hearth/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound, type AppError } from '../../errors';
import { parseConditions } from '../search/search-params';
import { AGENT_FIELDS, DEFAULT_LIMIT, OFFICE_FIELDS, RESERVED_PARAMS } from './directory-fields';
import {
  forcedConditions,
  parseAreas,
  parseDirectorySearch,
  pickFields,
  type ForcedFilters,
} from './directory-query';
import {
  agentByIdentity,
  clusterOffices,
  officeByIdentity,
  officeMemberRows,
  phonesOf,
  searchAgents,
  searchOffices,
  type AgentRow,
} from './directory-search.repository';
import {
  AGENT_RECORD_FIELDS,
  OFFICE_RECORD_FIELDS,
  presentAgent,
  presentOffice,
} from './directory.presenter';

type Db = Kysely<Database>;
type Query = Readonly<Record<string, unknown>>;

async function presentAgents(db: Db, rows: readonly AgentRow[]): Promise<AgentRecord[]> {
  const phones = await phonesOf(
    db,
    rows.map((row) => String(row.id)),
  );
  return rows.map((row) => presentAgent(row, phones.get(String(row.id)) ?? []));
}

export async function findAgents(db: Db, query: Query, forced: ForcedFilters) {
  const search = parseDirectorySearch(
    'agent',
    query,
    AGENT_FIELDS,
    AGENT_RECORD_FIELDS,
    forced,
    DEFAULT_LIMIT,
  );
  if (search instanceof Error) throw search;
  const { rows, total } = await searchAgents(db, search);
  const bundle = (await presentAgents(db, rows)).map((record) => pickFields(record, search.fields));
  return { success: true as const, status: 200 as const, bundle, total, bounds: null };
}

export async function findOffices(db: Db, query: Query, forced: ForcedFilters) {
  const search = parseDirectorySearch(
    'office',
    query,
    OFFICE_FIELDS,
    OFFICE_RECORD_FIELDS,
    forced,
    DEFAULT_LIMIT,
  );
  if (search instanceof Error) throw search;
  const { rows, total, bounds } = await searchOffices(db, search);
  const bundle = rows.map((row) => pickFields(presentOffice(row), search.fields));
  return { success: true as const, status: 200 as const, bundle, total, bounds };
}

/** `GET /offices/cluster`: precision 1 to 8 plus the filters (not limit or offset). */
export async function findOfficeClusters(db: Db, query: Query, forced: ForcedFilters) {
  const precision = Number(query.precision ?? 5);
  if (!Number.isInteger(precision) || precision < 1 || precision > 8) {
    throw badRequest('invalid_number', 'precision must be a whole number from 1 to 8', 'precision');
  }
  const conditions = parseConditions(query, OFFICE_FIELDS, RESERVED_PARAMS);
  if (conditions instanceof Error) throw conditions;
  const areas = parseAreas(query);
  if (areas instanceof Error) throw areas;
  const bundle = await clusterOffices(
    db,
    { conditions: forcedConditions('office', conditions, forced), areas },
    precision,
  );
  const total = bundle.reduce((sum, cell) => sum + cell.doc_count, 0);
  return { success: true as const, status: 200 as const, bundle, total };
}

/** One active agent by id, MemberKey or MemberMlsId. */
export async function findAgent(db: Db, id: string, forced: ForcedFilters): Promise<AgentRecord> {
  const row = await agentByIdentity(
    db,
    { conditions: forcedConditions('agent', [], forced), areas: [] },
    id,
  );
  if (!row) throw agentNotFound();
  const [record] = await presentAgents(db, [row]);
  return record as AgentRecord;
}

export const agentNotFound = (): AppError => notFound('agent_not_found', 'No such agent');
export const officeNotFound = (): AppError => notFound('office_not_found', 'No such office');

/** The active members of an office, sorted by last name. */
export async function officeMembers(
  db: Db,
  officeId: string,
  forced: ForcedFilters,
): Promise<AgentRecord[]> {
  const rows = await officeMemberRows(
    db,
    { conditions: forcedConditions('agent', [], forced), areas: [] },
    officeId,
  );
  return presentAgents(db, rows);
}

/** One active office by id, OfficeKey or OfficeMlsId, with its members (agentCollection). */
export async function findOffice(
  db: Db,
  id: string,
  forced: ForcedFilters,
): Promise<OfficeWithMembers> {
  const row = await officeByIdentity(
    db,
    { conditions: forcedConditions('office', [], forced), areas: [] },
    id,
  );
  if (!row) throw officeNotFound();
  const agentCollection = await officeMembers(db, String(row.id), forced);
  const office: OfficeRecord = { ...presentOffice(row), MemberCount: agentCollection.length };
  return { ...office, agentCollection };
}
