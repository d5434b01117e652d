-- The agent centre: the agent tree as a closure table, invitation links, login locks and prize
-- groups of downlines, announcements for agents with their read state, and the indexes the team
-- reports read. docs/decisions/0014-agent-tree-closure-table.md explains the tree.

-- Every (ancestor, descendant) pair of the agent tree, at depth 1 (direct downline) and below.
-- `member.parent_agent_id` stays the one source of truth; the triggers below keep this table in
-- step with it in the same transaction, whatever path writes members (registration, the register
-- centre, seeds, operator moves).
create table agent_tree (
  merchant_id integer not null,
  ancestor_id bigint not null,
  descendant_id bigint not null,
  depth integer not null check (depth >= 1),
  primary key (ancestor_id, descendant_id),
  foreign key (merchant_id, ancestor_id) references member (merchant_id, id) on delete cascade,
  foreign key (merchant_id, descendant_id) references member (merchant_id, id) on delete cascade
);
create index agent_tree_descendant on agent_tree (descendant_id, depth);
create index agent_tree_direct on agent_tree (ancestor_id) include (descendant_id) where depth = 1;

create or replace function agent_tree_insert() returns trigger language plpgsql as $$
begin
  if new.parent_agent_id is not null then
    insert into agent_tree (merchant_id, ancestor_id, descendant_id, depth)
    select new.merchant_id, new.parent_agent_id, new.id, 1
    union all
    select new.merchant_id, t.ancestor_id, new.id, t.depth + 1
      from agent_tree t where t.descendant_id = new.parent_agent_id;
  end if;
  return null;
end;
$$;
create trigger member_agent_tree_insert after insert on member
  for each row execute function agent_tree_insert();

-- Moving a member (and with it its whole downline) under another upline: the pairs that join the
-- old ancestors to the moved subtree go, the pairs that join the new ones come. A move under the
-- member's own downline would make a cycle and is refused.
create or replace function agent_tree_move() returns trigger language plpgsql as $$
begin
  if new.parent_agent_id is not distinct from old.parent_agent_id then
    return null;
  end if;
  if new.parent_agent_id is not null and (new.parent_agent_id = new.id or exists (
      select 1 from agent_tree where ancestor_id = new.id and descendant_id = new.parent_agent_id)) then
    raise exception 'member % cannot move under its own downline', new.id using errcode = '23514';
  end if;
  delete from agent_tree t
   where t.descendant_id in (select new.id union all
                             select s.descendant_id from agent_tree s where s.ancestor_id = new.id)
     and t.ancestor_id in (select a.ancestor_id from agent_tree a where a.descendant_id = new.id);
  if new.parent_agent_id is not null then
    insert into agent_tree (merchant_id, ancestor_id, descendant_id, depth)
    select new.merchant_id, up.ancestor_id, down.descendant_id, up.depth + down.depth
      from (select new.parent_agent_id as ancestor_id, 1 as depth
            union all
            select a.ancestor_id, a.depth + 1 from agent_tree a
             where a.descendant_id = new.parent_agent_id) up
     cross join (select new.id as descendant_id, 0 as depth
                 union all
                 select s.descendant_id, s.depth from agent_tree s where s.ancestor_id = new.id) down;
  end if;
  return null;
end;
$$;
create trigger member_agent_tree_move after update of parent_agent_id on member
  for each row execute function agent_tree_move();

-- Members that existed before the tree.
insert into agent_tree (merchant_id, ancestor_id, descendant_id, depth)
with recursive up (merchant_id, descendant_id, ancestor_id, depth) as (
  select merchant_id, id, parent_agent_id, 1 from member where parent_agent_id is not null
  union all
  select up.merchant_id, up.descendant_id, m.parent_agent_id, up.depth + 1
    from up join member m on m.id = up.ancestor_id
   where m.parent_agent_id is not null
)
select merchant_id, ancestor_id, descendant_id, depth from up;

-- Invitation links of the register centre: a code that registers a downline of `agent_id` with
-- the link's account type and, when set, prize group. Codes share one namespace with agents'
-- own invitation codes (the server checks both on create). A disabled link registers nobody.
create table agent_link (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  agent_id bigint not null,
  code text not null check (code ~ '^[A-Za-z0-9]{6,32}$'),
  target_type smallint not null,
  prize_group smallint check (prize_group between 1 and 2000),
  created_at timestamptz not null default now(),
  disabled_at timestamptz,
  unique (merchant_id, id),
  foreign key (merchant_id, agent_id) references member (merchant_id, id) on delete cascade
);
create unique index agent_link_code_key on agent_link (merchant_id, upper(code));
create index agent_link_agent on agent_link (agent_id, id desc);

alter table member
  -- Login refused while set (an upline agent's lock of a direct downline, when the brand allows).
  add column login_locked boolean not null default false,
  -- The member's own lottery prize group; null: the brand's default.
  add column prize_group smallint check (prize_group between 1 and 2000),
  -- The invitation link the member registered through.
  add column invite_link_id bigint,
  add foreign key (merchant_id, invite_link_id) references agent_link (merchant_id, id);
create index member_invite_link on member (invite_link_id) where invite_link_id is not null;

-- Announcements for agents (type AG), shown in the agent centre only, with each agent's reads.
alter table announcement drop constraint announcement_type_check;
alter table announcement add constraint announcement_type_check
  check (type in ('B', 'PL', 'PU', 'PR', 'H', 'AG'));
create table announcement_read (
  merchant_id integer not null,
  announcement_id bigint not null references announcement (id) on delete cascade,
  member_id bigint not null,
  read_at timestamptz not null default now(),
  primary key (member_id, announcement_id),
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);

-- Team reports read a brand's bets and ledger by time, then keep the team's rows.
create index bet_merchant_time on bet (merchant_id, created_at);
create index ledger_txn_merchant_time on ledger_txn (merchant_id, kind, created_at);
