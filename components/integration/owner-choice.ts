/** The value of an owner choice in a form (an API key's, a webhook endpoint's): the owner kind, or "organisation:<id>". */
export const ownerChoice = (o: { ownerKind: string; organisationId: number | null }) =>
  o.organisationId === null ? o.ownerKind : `organisation:${o.organisationId}`;
