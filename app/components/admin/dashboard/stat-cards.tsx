/** The figures at the top of a dashboard tab: a list of labelled values. */
export function StatCards({ stats }: { stats: { label: string; value: string }[] }) {
  if (stats.length === 0) return null;
  return (
    <dl className="mb-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border border-border bg-card p-5 shadow-sm">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
