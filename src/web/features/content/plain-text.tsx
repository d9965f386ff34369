/** Operator text as paragraphs (blank lines) and line breaks; never parsed as HTML. */
export function PlainText({ text }: { text: string }) {
  return (
    <div className="prose">
      {text.split(/\n{2,}/).map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index}>
          {paragraph.split('\n').map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph, in order
            <span key={i}>
              {i > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
