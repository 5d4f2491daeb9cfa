import type {
  RgIntervention,
  RgInterventionKind,
  RgInterventionLink,
  RgRegisterEntry,
} from '@meridian/contract/operator-responsible-gaming';
import type { Database } from '../../db/database.js';
import { notFound, validationFailed } from '../../platform/errors.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import { findUser } from '../users/users.service.js';
import { registerSearch, shownIdentifier } from './responsible-gaming.operator-search.js';

interface Page {
  page: number;
  per_page: number;
}

export interface NewIntervention {
  kind: RgInterventionKind;
  body: string;
  restriction?: string;
  link?: RgInterventionLink;
}

/** The operators' audit action a restriction's link points to. */
const LINKED_ACTIONS: Record<RgInterventionLink, string> = {
  stake_factor: 'players.stake_factor_set',
  block: 'players.blocked',
};

const NOTHING_TO_LINK: Record<RgInterventionLink, string> = {
  stake_factor: 'No change of this player’s stake factor is on record.',
  block: 'No block of this player is on record.',
};

/**
 * Responsible gaming in the back office (docs/backoffice.md, "Responsible gaming"): the exclusion
 * register read as it stands, never changed from here, and the operators' interventions, each
 * written once with its audit record.
 */
export class OperatorResponsibleGaming {
  constructor(
    private readonly db: Database,
    /** The clock, in epoch milliseconds: the operators' own (tests move it). */
    private readonly now: () => number = Date.now,
  ) {}

  /** Register entries newest first, those an identifier names when searched; documents and devices masked. */
  async register(query: Page & { search?: string | undefined }): Promise<{ list: RgRegisterEntry[]; total: number }> {
    let entries = this.db.selectFrom('rg_register as r');
    if (query.search !== undefined) {
      const { identifiers, documentNumber } = registerSearch(query.search);
      if (identifiers.length === 0 && documentNumber === null) return { list: [], total: 0 };
      entries = entries.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('rg_register_identifiers as i')
            .select('i.entry_id')
            .whereRef('i.entry_id', '=', 'r.id')
            .where((eb) =>
              eb.or([
                ...identifiers.map((id) => eb.and([eb('i.kind', '=', id.kind), eb('i.value', '=', id.value)])),
                ...(documentNumber === null
                  ? []
                  : [eb.and([eb('i.kind', '=', 'document'), eb('i.value', 'like', `%:${documentNumber}`)])]),
              ]),
            ),
        ),
      );
    }
    const counted = await entries.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const rows = await entries
      .select(['r.id', 'r.starts_at', 'r.ends_at'])
      .orderBy('r.id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute();
    const ids = rows.map((r) => r.id);
    const identifiers =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('rg_register_identifiers')
            .select(['entry_id', 'kind', 'value'])
            .where('entry_id', 'in', ids)
            .orderBy('entry_id')
            .orderBy('kind')
            .orderBy('value')
            .execute();
    // An account matched to an entry carries its id among the entry's identifiers; its exclusion names the entry too.
    const excluded =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('rg_exclusions')
            .select(['register_entry_id', 'user_id'])
            .where('register_entry_id', 'in', ids)
            .execute();
    const now = this.now();
    const list = rows.map((row) => {
      const own = identifiers.filter((i) => i.entry_id === row.id);
      const accounts = new Set(own.filter((i) => i.kind === 'account').map((i) => Number(i.value)));
      for (const x of excluded) if (x.register_entry_id === row.id) accounts.add(Number(x.user_id));
      return {
        id: Number(row.id),
        starts_at: row.starts_at.toISOString(),
        ends_at: row.ends_at?.toISOString() ?? null,
        active: row.starts_at.getTime() <= now && (row.ends_at === null || row.ends_at.getTime() > now),
        player_ids: [...accounts].sort((a, b) => a - b),
        identifiers: own.map((i) => shownIdentifier(i.kind, i.value)),
      };
    });
    return { list, total: Number(counted.total) };
  }

  /** A player's interventions, newest first. */
  async interventions(playerId: number, page: Page): Promise<{ list: RgIntervention[]; total: number }> {
    const userId = await this.#player(this.db, playerId);
    const counted = await this.db
      .selectFrom('rg_interventions')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const rows = await this.#rows()
      .where('v.user_id', '=', userId)
      .orderBy('v.id', 'desc')
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute();
    return { list: rows.map(present), total: Number(counted.total) };
  }

  /** Logs an intervention and its audit record (`players.intervention_logged`) in one transaction. */
  async log(actor: OperatorPrincipal, playerId: number, input: NewIntervention, ip: string): Promise<RgIntervention> {
    const now = new Date(this.now());
    const id = await this.db.transaction().execute(async (trx) => {
      const userId = await this.#player(trx, playerId);
      const linked = input.link === undefined ? null : await this.#linkable(trx, playerId, input.link);
      const row = await trx
        .insertInto('rg_interventions')
        .values({
          user_id: userId,
          operator_id: actor.id,
          kind: input.kind,
          body: input.body,
          restriction: input.restriction ?? null,
          link: input.link ?? null,
          link_audit_id: linked,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendOperatorAudit(
        trx,
        {
          operatorId: actor.id,
          operatorRole: actor.role,
          ip,
          action: 'players.intervention_logged',
          target: `player:${playerId}`,
          after: {
            intervention_id: String(row.id),
            kind: input.kind,
            ...(input.restriction === undefined ? {} : { restriction: input.restriction }),
            ...(linked === null ? {} : { link: input.link, link_audit_id: String(linked) }),
          },
          reason: input.body,
        },
        now,
      );
      return row.id;
    });
    return present(await this.#rows().where('v.id', '=', id).executeTakeFirstOrThrow());
  }

  async #player(db: Database, playerId: number): Promise<bigint> {
    const userId = BigInt(playerId);
    if (!(await findUser(db, userId))) throw notFound('No such player.');
    return userId;
  }

  /** The audit record of the player's latest change of this kind; a 422 on `link` when there is none. */
  async #linkable(db: Database, playerId: number, link: RgInterventionLink): Promise<bigint> {
    const record = await db
      .selectFrom('operator_audit_log')
      .select('id')
      .where('action', '=', LINKED_ACTIONS[link])
      .where('target', '=', `player:${playerId}`)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!record) throw validationFailed({ link: [NOTHING_TO_LINK[link]] });
    return record.id;
  }

  #rows() {
    return this.db
      .selectFrom('rg_interventions as v')
      .innerJoin('operators as o', 'o.id', 'v.operator_id')
      .leftJoin('operator_audit_log as a', 'a.id', 'v.link_audit_id')
      .select([
        'v.id',
        'v.user_id',
        'v.kind',
        'v.body',
        'v.restriction',
        'v.link',
        'v.link_audit_id',
        'a.created_at as linked_at',
        'v.operator_id',
        'o.email',
        'v.created_at',
      ]);
  }
}

function present(row: {
  id: bigint;
  user_id: bigint;
  kind: RgInterventionKind;
  body: string;
  restriction: string | null;
  link: RgInterventionLink | null;
  link_audit_id: bigint | null;
  linked_at: Date | null;
  operator_id: bigint;
  email: string;
  created_at: Date;
}): RgIntervention {
  return {
    id: Number(row.id),
    player_id: Number(row.user_id),
    kind: row.kind,
    body: row.body,
    restriction: row.restriction,
    link:
      row.link !== null && row.link_audit_id !== null && row.linked_at !== null
        ? { kind: row.link, audit_id: Number(row.link_audit_id), at: row.linked_at.toISOString() }
        : null,
    operator_id: Number(row.operator_id),
    operator_email: row.email,
    created_at: row.created_at.toISOString(),
  };
}
