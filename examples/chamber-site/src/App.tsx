import { emptyMemberFilters, MemberCard, SearchPanel, UiProvider } from '@annuaire/ui';
import type { MemberFilters } from '@annuaire/ui';
import { useState } from 'react';
import { countries, matching, sectors } from './members';
import { gulfTheme } from './theme.css';

export function App() {
  const [filters, setFilters] = useState<MemberFilters>(emptyMemberFilters);
  const shown = matching(filters);
  return (
    <UiProvider locale="fr" theme={gulfTheme}>
      <main>
        <h1>Membres de la Chambre de commerce du Golfe</h1>
        <SearchPanel
          title="Trouver une entreprise membre"
          defaultValues={filters}
          countries={countries}
          sectors={sectors}
          searchActive={filters !== emptyMemberFilters}
          onSearch={setFilters}
          onReset={() => setFilters(emptyMemberFilters)}
        />
        {shown.map((member) => (
          <MemberCard key={member.id} member={member} detailsHref={`#membre-${member.id}`} />
        ))}
      </main>
    </UiProvider>
  );
}
