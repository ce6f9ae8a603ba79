/** The thumb of a like (up) or dislike (down) button; decorative, the button carries the name. */
export function ReactionIcon({ down = false }: { down?: boolean }) {
  return (
    <svg
      className="blog-reaction-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'scaleY(-1)' } : undefined}
    >
      <path
        fill="currentColor"
        d="M2 21h3V9H2v12Zm20-10.5c0-1.1-.9-2-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 7.6 6.6C7.2 7 7 7.5 7 8v11c0 1.1.9 2 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-1.5Z"
      />
    </svg>
  );
}
