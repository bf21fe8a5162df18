/** Plain text typed in the back-office, its blank-line-separated paragraphs as <p>. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="mb-4 leading-relaxed whitespace-pre-line last:mb-0">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
