import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { pickBio } from '../../lib/agent/pick-bio';
import { playingAgentVideoAtom } from '../../state/playing-agent-video-atom';
import { EmailText } from '../../ui/email-text';
import { useT } from '../../ui/use-t';
import type { FeaturedAgent } from './read-featured-agents';

/**
 * One featured agent (SPEC §4 "Featured agent video"): the photo, and when the agent has a video a play
 * button; play swaps the photo for the video and shows pause; pause, the video's end, or another agent's
 * video starting bring the photo and the play button back. Nothing plays by itself (a visitor who asks
 * for reduced motion never meets moving pictures unasked). The buttons are named after the agent, so a
 * list of them makes sense to a screen reader; focus stays on the one button, whose name changes.
 */
export function FeaturedAgentCard({ agent }: { agent: FeaturedAgent }) {
  const { t, lang } = useT();
  const bio = pickBio(lang, { en: agent.bioHtml || null, es: agent.bioEsHtml || null });
  const video = useRef<HTMLVideoElement>(null);
  const [playingKey, setPlayingKey] = useAtom(playingAgentVideoAtom);
  const playing = playingKey === agent.key;
  const onPlaying = (on: boolean) =>
    setPlayingKey((current) => (on ? agent.key : current === agent.key ? null : current));

  // Pause, the end, a refused play or another agent's video starting all end this one's turn: the
  // video stops where it is whichever it was.
  const wasPlaying = useRef(false);
  useEffect(() => {
    if (wasPlaying.current && !playing) video.current?.pause();
    wasPlaying.current = playing;
  }, [playing]);

  const play = () => {
    onPlaying(true);
    // Started inside the click, so the browser counts it as the visitor's choice; the element is there
    // (hidden) all along. A refused play (no codec) brings the photo back.
    video.current?.play()?.catch((error: unknown) => {
      console.warn('[bluebonnet] The agent video could not be played:', error);
      onPlaying(false);
    });
  };
  const stop = () => onPlaying(false);

  return (
    <li className="home-agent">
      <div className="home-agent-media">
        {agent.video && (
          // biome-ignore lint/a11y/useMediaCaption: the track comes with the agent's video when it has speech; the demo's are silent
          <video
            ref={video}
            className="home-agent-video"
            src={agent.video}
            poster={agent.photo ?? undefined}
            preload="none"
            playsInline
            hidden={!playing}
            aria-label={t('home.agentVideo', { name: agent.name })}
            onEnded={() => onPlaying(false)}
            onPause={() => {
              if (playing) onPlaying(false);
            }}
          >
            {agent.captions && <track kind="captions" src={agent.captions} />}
          </video>
        )}
        {!playing &&
          (agent.photo ? (
            <img
              className="home-agent-photo"
              src={agent.photo}
              alt={t('home.agentPhoto', { name: agent.name })}
              loading="lazy"
              width={240}
              height={240}
            />
          ) : (
            <div className="home-agent-photo placeholder" aria-hidden="true" />
          ))}
        {agent.video && (
          <button
            type="button"
            className={playing ? 'home-agent-toggle playing' : 'home-agent-toggle'}
            aria-label={t(playing ? 'home.pauseVideoOf' : 'home.playVideoOf', { name: agent.name })}
            onClick={playing ? stop : play}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        )}
      </div>
      <h3 className="home-agent-name">{agent.href ? <a href={agent.href}>{agent.name}</a> : agent.name}</h3>
      {bio && (
        // The bio is HTML from the API, sanitised by DOMPurify in readFeaturedAgents (DESIGN rulings).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify-sanitised server HTML
        <p className="home-agent-bio" lang={bio.lang} dangerouslySetInnerHTML={{ __html: bio.text }} />
      )}
      <p className="home-agent-contact">
        {agent.phone && <a href={agent.phone.href}>{agent.phone.text}</a>}
        {agent.email && (
          <a href={agent.email.href} aria-label={agent.email.text}>
            <EmailText email={agent.email.text} />
          </a>
        )}
      </p>
    </li>
  );
}
