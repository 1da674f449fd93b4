#!/usr/bin/env bash
# Installs the RDKit PostgreSQL cartridge from Debian (postgresql-15-rdkit) and
# makes its install script load on current PostgreSQL 15 minor releases.
#
# Debian's 202209.3 package declares the `@=` operators (mol, reaction) with
# COMMUTATOR '=' and NEGATOR '<>'; PostgreSQL 15.8+ refuses that ("commutator
# operator = is already the commutator of operator =") and CREATE EXTENSION
# fails. `@=` is its own commutator, and RDKit's later releases declare it so;
# this applies the same change to the packaged SQL file. Idempotent; needs root.
set -euo pipefail

if ! dpkg -s postgresql-15-rdkit >/dev/null 2>&1; then
  echo "== installing postgresql-15-rdkit from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15-rdkit >/dev/null
fi

for sql in /usr/share/postgresql/15/extension/rdkit--*.sql; do
  python3 - "$sql" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
fixed = re.sub(r"(CREATE OPERATOR @= \([^;]*?)COMMUTATOR = '=',\s*NEGATOR = '<>',", r"\1COMMUTATOR = '@=',", text)
if fixed != text:
    open(path, 'w').write(fixed)
    print(f"== {path}: @= declared as its own commutator")
PY
done
