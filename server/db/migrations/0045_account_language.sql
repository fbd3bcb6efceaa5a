-- The language the account chose with the header's switch (docs/frontend.md "Messages in Czech and English"): the
-- portal speaks it after each sign-in. Null until the person chooses: then the browser's language decides.
alter table accounts add column language text check (language in ('en', 'cs'));
