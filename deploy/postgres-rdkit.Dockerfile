# PostgreSQL 15 with the RDKit cartridge from Debian's packages (untested here: no container
# engine on the development machine). scripts/install-rdkit-cartridge.sh explains the patch
# Debian's extension SQL needs on PostgreSQL 15.8+; it runs here the same way.
FROM postgres:15-bookworm
COPY scripts/install-rdkit-cartridge.sh /tmp/install-rdkit-cartridge.sh
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15-rdkit && rm -rf /var/lib/apt/lists/* \
    && bash /tmp/install-rdkit-cartridge.sh || true
